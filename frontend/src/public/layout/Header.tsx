import { css } from '@/styled-system/css';
import { Box, Flex, Stack, styled } from '@/styled-system/jsx';
import { Icon } from '@/public/components/icons/Icon';
import { Link as RouterLink, NavLink } from 'react-router';
import { Logo } from '@/public/components/brand/Logo';
import { ButtonAnchor, ButtonLink, Container, Text } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { IslandMessages } from '@/public/i18n/IslandMessages';
import { useI18n } from '@/public/i18n/context';
import { LanguageSwitch } from './LanguageSwitch';
import { mainNav } from './nav';

/*
 * Tamil labels are about half as wide again as English ones: on Tamil pages (`_tamil`) the links stay in
 * the phone menu up to the `xl` breakpoint (not `lg`), and the phone number shows from `2xl`.
 */

/** A link of the wide screens' navigation: the current page's is red, underlined by a bar. */
const navLink = css({
  position: 'relative',
  display: 'block',
  px: '3',
  py: '2',
  fontSize: '0.95rem',
  fontWeight: 'medium',
  color: 'fg.muted',
  borderRadius: 'md',
  whiteSpace: 'nowrap',
  transition: 'color 0.2s',
  _hover: { color: 'brand.600' },
  _after: {
    content: '""',
    position: 'absolute',
    left: '3',
    right: '3',
    bottom: '0.5',
    h: '2px',
    borderRadius: 'full',
    bg: 'brand.600',
    transform: 'scaleX(0)',
    transition: 'transform 0.25s ease',
  },
  '&[aria-current=page]': { color: 'brand.600', fontWeight: 'semibold' },
  '&[aria-current=page]::after': { transform: 'scaleX(1)' },
});

/** A link of the phone menu. */
const menuLink = css({
  display: 'flex',
  alignItems: 'center',
  px: '4',
  py: '3',
  borderRadius: 'lg',
  fontWeight: 'medium',
  fontSize: 'md',
  color: 'fg',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'brand.600', bg: 'brand.50', fontWeight: 'semibold' },
});

/**
 * The fixed site header. Translucent with a blur until the page is scrolled past 50 px, then solid white with
 * a stronger shadow. Below the `lg` breakpoint the links fold into a menu toggled by a button. Server-rendered
 * in its resting state; the header island (Header.island.ts, beside it) sets `data-scrolled`, `data-menu-open`,
 * the button's state and the menu's `hidden`.
 */
export function Header() {
  const site = useSite();
  const { t } = useI18n();
  return (
    <styled.header
      data-island="Header"
      data-scrolled="false"
      data-menu-open="false"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="rgba(255, 255, 255, 0.72)"
      backdropFilter="saturate(180%) blur(14px)"
      boxShadow="0 1px 0 rgba(28, 25, 23, 0.06)"
      transition="background-color 0.3s ease, box-shadow 0.3s ease"
      css={{
        '&[data-scrolled=true], &[data-menu-open=true]': { bg: 'white', backdropFilter: 'none' },
        '&[data-scrolled=true]': { boxShadow: '0 10px 30px -12px rgba(28, 25, 23, 0.28), 0 1px 0 rgba(28, 25, 23, 0.06)' },
      }}
    >
      <IslandMessages ids={{ open: 'nav.openMenu', close: 'nav.closeMenu' }} />
      <Container>
        {/* The header's height; the main content starts below it (PublicLayout.tsx). */}
        <Flex h={{ base: '4rem', lg: '4.75rem' }} align="center" justify="space-between" gap={{ base: '3', sm: '6' }}>
          {/* On the narrowest phones the logo gives way (its tagline wraps) to the language switch and the menu. */}
          <RouterLink to="/" aria-label={t('nav.homeLink', { firm: site.name })} className={css({ borderRadius: 'lg', minW: '0' })}>
            <Logo />
          </RouterLink>

          <styled.nav aria-label={t('nav.main')} display={{ base: 'none', lg: 'block' }} _tamil={{ display: { base: 'none', xl: 'block' } }}>
            <Flex as="ul" listStyleType="none" gap={{ lg: '1', xl: '2' }} align="center">
              {mainNav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navLink}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </Flex>
          </styled.nav>

          <Flex align="center" gap={{ base: '1', lg: '3' }} flexShrink={0}>
            <LanguageSwitch px="2" py="2" />
            {/* The phone number beside "Get a Quote", on wide screens only. */}
            <styled.a
              href={`tel:${site.phones[0].tel}`}
              display={{ base: 'none', xl: 'flex' }}
              _tamil={{ display: { base: 'none', '2xl': 'flex' } }}
              alignItems="center"
              gap="2"
              fontSize="sm"
              fontWeight="semibold"
              color="fg"
              _hover={{ color: 'brand.600' }}
            >
              <Icon name="Phone" size={16} />
              {site.phones[0].display}
            </styled.a>
            <ButtonLink
              to="/contact"
              size="sm"
              display={{ base: 'none', lg: 'inline-flex' }}
              _tamil={{ display: { base: 'none', xl: 'inline-flex' } }}
              whiteSpace="nowrap"
            >
              {t('nav.getQuote')}
            </ButtonLink>
            {/* The menu button, on phones and tablets only. */}
            <styled.button
              type="button"
              aria-expanded="false"
              aria-controls="mobile-menu"
              aria-label={t('nav.openMenu')}
              alignItems="center"
              justifyContent="center"
              w="11"
              h="11"
              borderRadius="lg"
              color="fg"
              bg="transparent"
              _hover={{ bg: 'bg.muted' }}
              display={{ base: 'inline-flex', lg: 'none' }}
              _tamil={{ display: { base: 'inline-flex', xl: 'none' } }}
              css={{
                '&[aria-expanded=true]': { bg: 'bg.muted' },
                '&[aria-expanded=true] .icon-open, &[aria-expanded=false] .icon-close': { display: 'none' },
              }}
            >
              <Icon name="Menu" className="icon-open" size={24} />
              <Icon name="X" className="icon-close" size={24} />
            </styled.button>
          </Flex>
        </Flex>
      </Container>

      <Box
        id="mobile-menu"
        hidden
        display={{ base: 'block', lg: 'none' }}
        _tamil={{ display: { base: 'block', xl: 'none' } }}
        css={{ '&[hidden]': { display: 'none' } }}
        position="absolute"
        top="100%"
        insetX="0"
        bg="white"
        borderTopWidth="1px"
        borderColor="border"
        boxShadow="0 24px 40px -16px rgba(28, 25, 23, 0.35)"
        maxH="calc(100dvh - 4rem)"
        overflowY="auto"
        animation="slide-down 0.2s ease-out"
      >
        <Container py="4">
          <styled.nav aria-label={t('nav.mobile')}>
            <Stack as="ul" listStyleType="none" gap="1">
              {mainNav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={menuLink}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </Stack>
          </styled.nav>
          <Stack mt="4" pt="4" borderTopWidth="1px" borderColor="border" gap="3">
            <LanguageSwitch justifyContent="center" fontSize="md" py="2" />
            <ButtonLink to="/contact" size="lg">
              {t('cta.freeConsultation')}
            </ButtonLink>
            <ButtonAnchor href={`tel:${site.phones[0].tel}`} variant="outline" size="lg">
              <Icon name="Phone" /> {site.phones[0].display}
            </ButtonAnchor>
            <Text fontSize="xs" color="fg.subtle" textAlign="center">
              {t('nav.menuHours', { town: site.address.town })}
            </Text>
          </Stack>
        </Container>
      </Box>
    </styled.header>
  );
}
