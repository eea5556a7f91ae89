import { Icon } from '@/public/components/icons/Icon';
import { Badge, ButtonLink, Container, Heading, Text } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { HeroIllustration } from './HeroIllustration';
import { useI18n } from '@/public/i18n/context';
import type { MessageId } from '@/public/i18n/messages/en';
import { css } from '@/styled-system/css';
import { Box, Flex, Grid, styled } from '@/styled-system/jsx';

const promises: MessageId[] = ['home.promise1', 'home.promise2', 'home.promise3'];

/** The floating "500+ projects" card over the illustration. */
const projectsBadge = css({
  position: 'absolute',
  left: '0',
  top: '6',
  px: '4',
  py: '3',
  borderRadius: 'xl',
  bg: 'whiteAlpha.100',
  borderWidth: '1px',
  borderColor: 'whiteAlpha.200',
  backdropFilter: 'blur(10px)',
  boxShadow: 'xl',
  animation: 'fade-up 0.7s 2s both, float 6s 3s ease-in-out infinite',
});

/** Home hero: headline, the two calls to action, and the line-drawn skyline. */
export function Hero() {
  const site = useSite();
  const { t } = useI18n();
  // The heading and its text, the largest paint, are in place at once; only the smaller pieces rise in
  // (fade-up 0.7s, after 0s, 0.25s and 0.35s).
  return (
    <Box as="section" aria-labelledby="hero-title" position="relative" overflow="hidden" bg="stone.950" color="white" pb={{ base: '28', md: '32' }}>
      <Box
        position="absolute"
        inset="0"
        bgImage="radial-gradient(ellipse 70% 60% at 80% 10%, rgba(229, 62, 62, 0.35), transparent 60%), radial-gradient(ellipse 50% 50% at 0% 100%, rgba(197, 48, 48, 0.22), transparent 70%)"
      />
      <Box
        position="absolute"
        inset="0"
        bgImage="linear-gradient(rgba(255,255,255,0.055) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.055) 1px, transparent 1px)"
        bgSize="44px 44px"
        maskImage="radial-gradient(ellipse 80% 70% at 60% 40%, black 30%, transparent 80%)"
      />
      <Container position="relative" pt={{ base: '14', md: '20', lg: '24' }}>
        <Grid gridTemplateColumns={{ base: '1fr', lg: '1.15fr 0.85fr' }} gap={{ base: '10', lg: '14' }} alignItems="center">
          <Box>
            <Badge variant="dark" px="3.5" py="1.5" mb="6" textTransform="none" animation="fade-up 0.7s 0s cubic-bezier(0.2, 0.7, 0.2, 1) both">
              <styled.span w="2" h="2" borderRadius="full" bg="brand.400" boxShadow="0 0 0 4px rgba(245, 101, 101, 0.25)" />
              {t('home.badge', { district: site.address.district, year: site.foundedYear })}
            </Badge>
            <Heading as="h1" id="hero-title" size="display">
              {t('home.heroBefore')} <styled.span color="brand.400">{t('home.heroHighlight')}</styled.span> {t('home.heroAfter')}
            </Heading>
            <Text mt="6" fontSize={{ base: 'md', md: 'lg', xl: 'xl' }} color="whiteAlpha.800" maxW="xl" lineHeight="1.7">
              {t('home.heroLead', { town: site.address.town })}
            </Text>
            <Flex mt="9" gap="4" direction={{ base: 'column', sm: 'row' }} animation="fade-up 0.7s 0.25s cubic-bezier(0.2, 0.7, 0.2, 1) both">
              <ButtonLink to="/contact" size="xl">
                {t('cta.freeConsultation')} <Icon name="ArrowRight" />
              </ButtonLink>
              <ButtonLink to="/projects" size="xl" variant="outlineLight">
                {t('home.viewProjects')}
              </ButtonLink>
            </Flex>
            <Flex
              as="ul"
              listStyleType="none"
              mt="8"
              gap={{ base: '3', md: '6' }}
              flexWrap="wrap"
              color="whiteAlpha.800"
              fontSize="sm"
              animation="fade-up 0.7s 0.35s cubic-bezier(0.2, 0.7, 0.2, 1) both"
            >
              {promises.map((p) => (
                <Flex as="li" key={p} align="center" gap="2">
                  <Box color="brand.400">
                    <Icon name="CheckCircle2" size={18} />
                  </Box>
                  {t(p)}
                </Flex>
              ))}
            </Flex>
          </Box>
          <Box display={{ base: 'none', lg: 'block' }} position="relative">
            <HeroIllustration />
            <div className={projectsBadge}>
              <Text fontFamily="heading" fontWeight="bold" fontSize="xl" lineHeight="1">
                500+
              </Text>
              <Text fontSize="xs" color="whiteAlpha.800">
                {t('home.heroBadgeText')}
              </Text>
            </div>
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
