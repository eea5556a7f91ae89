import { Flex, Stack, styled } from '@/styled-system/jsx';
import { siteHeader } from '@/styled-system/recipes';
import { Icon } from '@/public/components/icons/Icon';
import { Logo } from '@/public/components/brand/Logo';
import { ButtonAnchor, ButtonLink, Container, NavLink, Text, TextLink } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { IslandMessages } from '@/public/i18n/IslandMessages';
import { useI18n } from '@/public/i18n/context';
import { LanguageSwitch } from './LanguageSwitch';
import { mainNav } from './nav';

/*
 * Tamil labels are about half as wide again as English ones: on Tamil pages (`_tamil`) the links stay in
 * the phone menu up to the `xl` breakpoint (not `lg`), and the phone number shows from `2xl`.
 */

/**
 * The fixed site header. Translucent with a blur until the page is scrolled past 50 px, then solid white with
 * a stronger shadow. Below the `lg` breakpoint the links fold into a menu toggled by a button. Server-rendered
 * in its resting state; the header island (Header.island.ts, beside it) sets `data-scrolled`, `data-menu-open`,
 * the button's state and the menu's `hidden`.
 */
export function Header() {
  const site = useSite();
  const { t } = useI18n();
  const classes = siteHeader();
  return (
    <header data-island="Header" data-scrolled="false" data-menu-open="false" className={classes.root}>
      <IslandMessages ids={{ open: 'nav.openMenu', close: 'nav.closeMenu' }} />
      <Container>
        {/* The header's height; the main content starts below it (PublicLayout.tsx). */}
        <Flex h={{ base: '4rem', lg: '4.75rem' }} align="center" justify="space-between" gap={{ base: '3', sm: '6' }}>
          {/* On the narrowest phones the logo gives way (its tagline wraps) to the language switch and the menu. */}
          <TextLink to="/" aria-label={t('nav.homeLink', { firm: site.name })} borderRadius="lg" minW="0">
            <Logo />
          </TextLink>

          <styled.nav aria-label={t('nav.main')} display={{ base: 'none', lg: 'block' }} _tamil={{ display: { base: 'none', xl: 'block' } }}>
            <Flex as="ul" listStyleType="none" gap={{ lg: '1', xl: '2' }} align="center">
              {mainNav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={classes.navLink}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </Flex>
          </styled.nav>

          <Flex align="center" gap={{ base: '1', lg: '3' }} flexShrink={0}>
            <LanguageSwitch px="2" py="2" />
            <a href={`tel:${site.phones[0].tel}`} className={classes.phoneLink}>
              <Icon name="Phone" size={16} />
              {site.phones[0].display}
            </a>
            <ButtonLink
              to="/contact"
              size="sm"
              display={{ base: 'none', lg: 'inline-flex' }}
              _tamil={{ display: { base: 'none', xl: 'inline-flex' } }}
              whiteSpace="nowrap"
            >
              {t('nav.getQuote')}
            </ButtonLink>
            <button type="button" aria-expanded="false" aria-controls="mobile-menu" aria-label={t('nav.openMenu')} className={classes.menuButton}>
              <Icon name="Menu" className="icon-open" size={24} />
              <Icon name="X" className="icon-close" size={24} />
            </button>
          </Flex>
        </Flex>
      </Container>

      <div id="mobile-menu" hidden className={classes.menu}>
        <Container py="4">
          <styled.nav aria-label={t('nav.mobile')}>
            <Stack as="ul" listStyleType="none" gap="1">
              {mainNav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={classes.menuLink}>
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
      </div>
    </header>
  );
}
