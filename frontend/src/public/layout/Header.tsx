import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Icon } from '@/public/components/icons/Icon';
import { Link as RouterLink, NavLink } from 'react-router';
import { Logo } from '@/public/components/brand/Logo';
import { ButtonAnchor, ButtonLink, Container } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { IslandMessages } from '@/public/i18n/IslandMessages';
import { useI18n } from '@/public/i18n/context';
import { ON_TAMIL_PAGES } from '@/public/i18n/locale-css';
import { LanguageSwitch } from './LanguageSwitch';
import { mainNav } from './nav';

const StyledNavLink = chakra(NavLink);

export const HEADER_HEIGHT = { base: '4rem', lg: '4.75rem' };

/**
 * Tamil labels are about half as wide again as English ones: on Tamil pages the links stay in the phone
 * menu up to the `xl` breakpoint (not `lg`), and the phone number shows from `2xl`.
 */
const TAMIL = ON_TAMIL_PAGES;
const wideOnly = (display: string) => ({ display: { base: 'none', lg: display }, [TAMIL]: { display: { base: 'none', xl: display } } });
const narrowOnly = (display: string) => ({ display: { base: display, lg: 'none' }, [TAMIL]: { display: { base: display, xl: 'none' } } });

/** The phone number beside "Get a Quote", on wide screens only. */
const phoneLink = {
  css: { display: { base: 'none', xl: 'flex' }, [TAMIL]: { display: { base: 'none', '2xl': 'flex' } } },
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg',
  _hover: { color: 'brand.600' },
} as const;

/** The menu button, on phones and tablets only. */
const menuButton = {
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  borderRadius: 'lg',
  color: 'fg',
  bg: 'transparent',
  _hover: { bg: 'bg.muted' },
  css: {
    ...narrowOnly('inline-flex'),
    '&[aria-expanded=true]': { bg: 'bg.muted' },
    '&[aria-expanded=true] .icon-open, &[aria-expanded=false] .icon-close': { display: 'none' },
  },
} as const;

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
    <Box
      as="header"
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
        <Flex h={HEADER_HEIGHT} align="center" justify="space-between" gap={{ base: '3', sm: '6' }}>
          {/* On the narrowest phones the logo gives way (its tagline wraps) to the language switch and the menu. */}
          <chakra.a asChild borderRadius="lg" minW="0">
            <RouterLink to="/" aria-label={t('nav.homeLink', { firm: site.name })}>
              <Logo />
            </RouterLink>
          </chakra.a>

          <Box as="nav" aria-label={t('nav.main')} css={wideOnly('block')}>
            <Flex as="ul" listStyleType="none" gap={{ lg: '1', xl: '2' }} align="center">
              {mainNav.map((item) => (
                <li key={item.to}>
                  <StyledNavLink
                    to={item.to}
                    end={item.end}
                    position="relative"
                    display="block"
                    px="3"
                    py="2"
                    fontSize="0.95rem"
                    fontWeight="medium"
                    color="fg.muted"
                    borderRadius="md"
                    whiteSpace="nowrap"
                    transition="color 0.2s"
                    _hover={{ color: 'brand.600' }}
                    _after={{
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
                    }}
                    css={{
                      '&[aria-current=page]': { color: 'brand.600', fontWeight: 'semibold' },
                      '&[aria-current=page]::after': { transform: 'scaleX(1)' },
                    }}
                  >
                    {t(item.label)}
                  </StyledNavLink>
                </li>
              ))}
            </Flex>
          </Box>

          <Flex align="center" gap={{ base: '1', lg: '3' }} flexShrink={0}>
            <LanguageSwitch px="2" py="2" />
            <chakra.a href={`tel:${site.phones[0].tel}`} {...phoneLink}>
              <Icon name="Phone" size={16} />
              {site.phones[0].display}
            </chakra.a>
            <ButtonLink to="/contact" size="sm" css={wideOnly('inline-flex')} whiteSpace="nowrap">
              {t('nav.getQuote')}
            </ButtonLink>
            <chakra.button type="button" aria-expanded="false" aria-controls="mobile-menu" aria-label={t('nav.openMenu')} {...menuButton}>
              <Icon name="Menu" className="icon-open" size={24} />
              <Icon name="X" className="icon-close" size={24} />
            </chakra.button>
          </Flex>
        </Flex>
      </Container>

      <Box
        id="mobile-menu"
        hidden
        css={{ ...narrowOnly('block'), '&[hidden]': { display: 'none' } }}
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
          <Box as="nav" aria-label={t('nav.mobile')}>
            <Stack as="ul" listStyleType="none" gap="1">
              {mainNav.map((item) => (
                <li key={item.to}>
                  <StyledNavLink
                    to={item.to}
                    end={item.end}
                    display="flex"
                    alignItems="center"
                    px="4"
                    py="3"
                    borderRadius="lg"
                    fontWeight="medium"
                    fontSize="md"
                    color="fg"
                    _hover={{ bg: 'bg.muted' }}
                    css={{ '&[aria-current=page]': { color: 'brand.600', bg: 'brand.50', fontWeight: 'semibold' } }}
                  >
                    {t(item.label)}
                  </StyledNavLink>
                </li>
              ))}
            </Stack>
          </Box>
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
    </Box>
  );
}
