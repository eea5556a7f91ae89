import { Box, Flex, Grid, Square, styled } from '@/styled-system/jsx';
import { Icon } from '@/public/components/icons/Icon';
import type { ReactNode } from 'react';
import { ChatCard } from '@/public/components/contact/ChatCard';
import { ContactForm } from '@/public/components/contact/ContactForm';
import { PageHero } from '@/public/components/sections/PageHero';
import { FirmJsonLd } from '@/public/components/seo/JsonLd';
import { PageMeta } from '@/public/components/seo/PageMeta';
import { Container, Heading } from '@/public/components/ui';
import { addressLines, useSite } from '@/public/content/site';
import { useI18n } from '@/public/i18n/context';

/** One of the four contact cards: an icon, a title and what to do. */
function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="border"
      p={{ base: '6', md: '7' }}
      boxShadow="sm"
      transition="box-shadow 0.25s, transform 0.25s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-3px)' }}
    >
      <Square size="12" borderRadius="xl" bg="brand.50" color="brand.600" mb="5">
        {icon}
      </Square>
      <Heading as="h3" size="md" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function ContactPage() {
  const site = useSite();
  const { t } = useI18n();
  return (
    <>
      <PageMeta
        title={t('contactPage.title')}
        description={t('contactPage.metaDescription', { firm: site.name, town: site.address.town, district: site.address.district })}
      />
      <FirmJsonLd />
      <PageHero title={t('contactPage.title')} eyebrow={t('contactPage.eyebrow')} description={t('contactPage.lead')} />

      <Box as="section" aria-labelledby="contact-details-title" pt={{ base: '12', md: '16' }} bg="bg.subtle">
        <Container>
          <Heading as="h2" id="contact-details-title" srOnly>
            {t('contactPage.details')}
          </Heading>
          <Grid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '4', md: '6' }}>
            <InfoCard icon={<Icon name="MapPin" size={22} />} title={t('contactPage.office')}>
              <styled.address fontStyle="normal" color="fg.muted" fontSize="sm" lineHeight="1.7">
                {addressLines(site).map((line) => (
                  <Box key={line}>{line}</Box>
                ))}
              </styled.address>
            </InfoCard>
            <InfoCard icon={<Icon name="Phone" size={22} />} title={t('contact.callUs')}>
              <Box color="fg.muted" fontSize="sm" lineHeight="1.9">
                {site.phones.map((p) => (
                  <Box key={p.tel}>
                    <styled.a href={`tel:${p.tel}`} fontWeight="medium" color="fg" _hover={{ color: 'brand.700', textDecoration: 'underline' }}>
                      {p.display}
                    </styled.a>
                  </Box>
                ))}
              </Box>
            </InfoCard>
            <InfoCard icon={<Icon name="Mail" size={22} />} title={t('contact.emailUs')}>
              <Box color="fg.muted" fontSize="sm" lineHeight="1.9">
                {site.emails.map((email) => (
                  <Box key={email}>
                    <styled.a
                      href={`mailto:${email}`}
                      fontWeight="medium"
                      color="fg"
                      wordBreak="break-all"
                      _hover={{ color: 'brand.700', textDecoration: 'underline' }}
                    >
                      {email}
                    </styled.a>
                  </Box>
                ))}
              </Box>
            </InfoCard>
            <InfoCard icon={<Icon name="Clock" size={22} />} title={t('contact.hours')}>
              <Box as="dl" color="fg.muted" fontSize="sm" lineHeight="1.9">
                {site.hours.map((h) => (
                  // Days and hours each stay on one line; the hours go below the days when both do not fit.
                  <Flex key={h.days} justify="space-between" columnGap="3" flexWrap="wrap" whiteSpace="nowrap">
                    <Box as="dt">
                      <abbr title={h.days} style={{ textDecoration: 'none' }}>
                        {h.short}
                      </abbr>
                    </Box>
                    <Box as="dd" fontWeight="medium" color={h.closed ? 'brand.600' : 'fg'}>
                      {h.hours}
                    </Box>
                  </Flex>
                ))}
              </Box>
            </InfoCard>
          </Grid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="contact-form-title" py={{ base: '12', md: '20' }} bg="bg.subtle">
        <Container>
          <Grid gridTemplateColumns={{ base: '1fr', lg: '1.15fr 0.85fr' }} gap={{ base: '8', lg: '10' }} alignItems="stretch">
            <Box bg="white" borderRadius="2xl" boxShadow="lg" borderWidth="1px" borderColor="border" p={{ base: '6', md: '10' }}>
              <Heading as="h2" id="contact-form-title" size="xl" mb="2">
                {t('contactPage.sendMessage')}
              </Heading>
              <ContactForm headingId="contact-form-title" />
            </Box>
            <Flex direction="column" gap="6">
              <Box
                position="relative"
                flex="1"
                minH={{ base: '18rem', lg: '24rem' }}
                borderRadius="2xl"
                overflow="hidden"
                boxShadow="lg"
                borderWidth="1px"
                borderColor="border"
                bg="bg.muted"
              >
                <styled.iframe
                  title={t('contactPage.map', { town: site.address.town, state: site.address.state })}
                  src={site.map.embedUrl}
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                  position="absolute"
                  inset="0"
                  w="full"
                  h="full"
                  border="0"
                  allowFullScreen
                />
              </Box>
              <ChatCard />
            </Flex>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
