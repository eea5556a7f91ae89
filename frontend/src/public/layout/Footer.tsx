import { Box, Flex, Stack, styled } from '@/styled-system/jsx';
import { siteFooter } from '@/styled-system/recipes';
import { Icon, type IconName } from '@/public/components/icons/Icon';
import type { ReactNode } from 'react';
import { LOGIN_PATH } from '@vriddhi/rules';
import { Logo } from '@/public/components/brand/Logo';
import { Container, Text, TextLink } from '@/public/components/ui';
import { addressLines, useSite, type SocialName } from '@/public/content/site';
import { useI18n } from '@/public/i18n/context';
import { mainNav } from './nav';

/** Each network's mark in the icon sprite. */
const SOCIAL_ICONS: Record<SocialName, IconName> = {
  Facebook: 'Facebook',
  Instagram: 'Instagram',
  YouTube: 'YouTube',
  LinkedIn: 'LinkedIn',
  X: 'XLogo',
};

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className={siteFooter().heading}>{title}</h2>
      {children}
    </div>
  );
}

export function Footer() {
  const site = useSite();
  const { t, thisYear } = useI18n();
  const year = thisYear();
  const classes = siteFooter();
  return (
    <styled.footer bg="stone.950" color="stone.300" fontSize="sm">
      <Container pt={{ base: '14', md: '20' }} pb="10">
        <div className={classes.columns}>
          <Box gridColumn={{ base: 'span 2', lg: 'auto' }}>
            <Box mb="5">
              <Logo tone="light" />
            </Box>
            <Text mb="5" color="stone.400" lineHeight="1.7">
              {t('footer.since', { year: site.foundedYear })}
            </Text>
            <Stack gap="3">
              <Flex gap="3" align="start">
                <Box className={classes.contactIcon} mt="0.5">
                  <Icon name="MapPin" size={16} />
                </Box>
                <styled.address fontStyle="normal" lineHeight="1.6">
                  {addressLines(site).join(', ')}
                </styled.address>
              </Flex>
              {site.emails.map((email) => (
                <Flex key={email} gap="3" align="center">
                  <div className={classes.contactIcon}>
                    <Icon name="Mail" size={16} />
                  </div>
                  <styled.a href={`mailto:${email}`} className={classes.link} wordBreak="break-all">
                    {email}
                  </styled.a>
                </Flex>
              ))}
              {site.phones.slice(0, 2).map((phone) => (
                <Flex key={phone.tel} gap="3" align="center">
                  <div className={classes.contactIcon}>
                    <Icon name="Phone" size={16} />
                  </div>
                  <a href={`tel:${phone.tel}`} className={classes.link}>
                    {phone.display}
                  </a>
                </Flex>
              ))}
            </Stack>
          </Box>

          <Column title={t('footer.quickLinks')}>
            <ul className={classes.list}>
              {mainNav.map((link) => (
                <li key={link.to}>
                  <TextLink to={link.to} className={classes.listLink}>
                    <Icon name="ChevronRight" size={14} style={{ flexShrink: 0 }} />
                    {t(link.label)}
                  </TextLink>
                </li>
              ))}
              <li>
                {/* The admin is English only, at one address: a plain link, outside the page's language. */}
                <a href={LOGIN_PATH} className={classes.listLink}>
                  <Icon name="ChevronRight" size={14} style={{ flexShrink: 0 }} />
                  {t('nav.adminLogin')}
                </a>
              </li>
            </ul>
          </Column>

          {site.services.length > 0 && (
            <Column title={t('footer.services')}>
              <ul className={classes.list}>
                {site.services.map(({ title: name }, i) => (
                  <li key={`${i}-${name}`}>
                    <TextLink to="/services" className={classes.listLink}>
                      <Icon name="ChevronRight" size={14} style={{ flexShrink: 0 }} />
                      {name}
                    </TextLink>
                  </li>
                ))}
              </ul>
            </Column>
          )}

          <Box gridColumn={{ base: 'span 2', lg: 'auto' }}>
            <Column title={t('footer.hours')}>
              <Stack as="dl" gap="2.5" mb="8">
                {site.hours.map((h) => (
                  <div key={h.days} className={classes.hoursRow}>
                    <dt>{h.days}</dt>
                    <styled.dd color={h.closed ? 'brand.400' : 'white'} fontWeight="medium" textAlign="end">
                      {h.hours}
                    </styled.dd>
                  </div>
                ))}
              </Stack>
              {/* Only the networks the firm has a profile on; none, no heading. */}
              {site.social.length > 0 && (
                <>
                  <styled.h3 fontFamily="heading" fontWeight="semibold" fontSize="md" color="white" mb="4">
                    {t('footer.follow')}
                  </styled.h3>
                  <Flex as="ul" listStyleType="none" gap="2.5">
                    {site.social.map((social) => {
                      const icon = SOCIAL_ICONS[social.name];
                      return (
                        <li key={social.name}>
                          <a
                            href={social.href}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={t('footer.newTab', { name: social.name })}
                            className={classes.socialLink}
                          >
                            <Icon name={icon} size={18} />
                          </a>
                        </li>
                      );
                    })}
                  </Flex>
                </>
              )}
            </Column>
          </Box>
        </div>
      </Container>
      <Box borderTopWidth="1px" borderColor="whiteAlpha.100">
        <Container py="6" pb={{ base: '20', md: '6' }}>
          <div className={classes.bottomRow}>
            <Text>{t('footer.rights', { year, firm: site.name })}</Text>
            <Text>
              {t('footer.credit')}{' '}
              <styled.a
                href={site.developer.href}
                target="_blank"
                rel="noopener noreferrer"
                color="stone.200"
                fontWeight="medium"
                _hover={{ color: 'white', textDecoration: 'underline' }}
              >
                {site.developer.name}
              </styled.a>
            </Text>
          </div>
        </Container>
      </Box>
    </styled.footer>
  );
}
