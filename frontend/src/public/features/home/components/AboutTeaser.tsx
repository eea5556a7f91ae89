import { Icon } from '@/public/components/icons/Icon';
import { SectionHeading } from '@/public/components/sections/SectionHeading';
import { ButtonLink, Container, Text } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { useI18n } from '@/public/i18n/context';
import type { MessageId } from '@/public/i18n/messages/en';
import { css } from '@/styled-system/css';
import { Box, Flex, Grid, styled } from '@/styled-system/jsx';

const points: MessageId[] = ['home.point1', 'home.point2', 'home.point3', 'home.point4'];

/** The card floating over the panel's corner, from the medium breakpoint. */
const experienceBadge = css({
  display: { base: 'none', md: 'block' },
  position: 'absolute',
  right: '0',
  top: { base: '10', md: '14' },
  bg: 'white',
  borderRadius: '2xl',
  boxShadow: 'xl',
  p: { base: '5', md: '6' },
  borderWidth: '1px',
  borderColor: 'border',
  maxW: '15rem',
});

/** The dark panel with the firm's story in short. */
const storyPanel = css({
  position: 'relative',
  borderRadius: '3xl',
  overflow: 'hidden',
  bg: 'stone.900',
  color: 'white',
  aspectRatio: { base: '4 / 3', md: '5 / 4' },
  p: { base: '7', md: '10' },
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  bgImage:
    'radial-gradient(ellipse 80% 60% at 100% 0%, rgba(229,62,62,0.4), transparent 60%), linear-gradient(rgba(255,255,255,0.06) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.06) 1px, transparent 1px)',
  bgSize: 'auto, 32px 32px, 32px 32px',
  boxShadow: 'xl',
});

/** "About us" teaser: a blueprint panel with the founding year, and a short story with a link to /about. */
export function AboutTeaser() {
  const site = useSite();
  const { t } = useI18n();
  return (
    <Box as="section" aria-labelledby="about-teaser-title" py={{ base: '16', md: '24' }} bg="bg.subtle">
      <Container>
        <Grid gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '12', lg: '20' }} alignItems="center">
          <Box position="relative" pr={{ base: '0', md: '12' }}>
            <div className={storyPanel}>
              <Text fontSize="xs" fontWeight="bold" letterSpacing="0.18em" textTransform="uppercase" color="brand.300">
                {t('home.established', { year: site.foundedYear })}
              </Text>
              <div>
                <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: '5xl', md: '7xl' }} lineHeight="1" letterSpacing="-0.04em">
                  25
                  <styled.span color="brand.400">+</styled.span>
                </Text>
                <Text mt="2" fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.800" maxW="xs">
                  {t('home.yearsText', { district: site.address.district })}
                </Text>
              </div>
            </div>
            <div className={experienceBadge}>
              <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: '2xl', md: '3xl' }} color="brand.600" lineHeight="1">
                500+
              </Text>
              <Text mt="1.5" fontSize="sm" color="fg.muted">
                {t('home.completedText')}
              </Text>
            </div>
          </Box>
          <div>
            <SectionHeading align="start" id="about-teaser-title" eyebrow={t('home.aboutEyebrow')} title={t('home.aboutTitle', { year: site.foundedYear })} />
            <Box mt={{ base: '-4', md: '-6' }} color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75">
              <Text>{t('home.aboutText1', { town: site.address.town, district: site.address.district })}</Text>
              <Text mt="4">{t('home.aboutText2')}</Text>
            </Box>
            <Grid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="3" mt="8">
              {points.map((p) => (
                <Flex as="li" key={p} gap="2.5" align="start" fontWeight="medium" fontSize="sm">
                  <Box color="brand.600" mt="0.5" flexShrink={0}>
                    <Icon name="CheckCircle2" size={18} />
                  </Box>
                  {t(p)}
                </Flex>
              ))}
            </Grid>
            <ButtonLink to="/about" mt="10" size="lg">
              {t('home.learnMore')} <Icon name="ArrowRight" />
            </ButtonLink>
          </div>
        </Grid>
      </Container>
    </Box>
  );
}
