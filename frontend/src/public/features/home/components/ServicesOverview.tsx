import { Icon } from '@/public/components/icons/Icon';
import { SectionHeading } from '@/public/components/sections/SectionHeading';
import { ButtonLink, Container, Heading, Text, TextLink } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { serviceIcon } from './service-icons';
import { useI18n } from '@/public/i18n/context';
import { css } from '@/styled-system/css';
import { Box, Flex, Grid, Square } from '@/styled-system/jsx';

/** The tile's large faded number in its corner. */
const cardIndex = css({
  display: { base: 'none', sm: 'block' },
  position: 'absolute',
  top: '6',
  right: '7',
  fontFamily: 'heading',
  fontWeight: 'bold',
  fontSize: '2xl',
  color: 'stone.200',
  _after: { content: 'attr(data-index)' },
});

/** One service tile; it lifts on hover. */
const serviceCard = css({
  position: 'relative',
  flexDirection: { base: 'row', sm: 'column' },
  gap: { base: '4', sm: '0' },
  p: { base: '5', md: '7' },
  bg: 'white',
  borderRadius: '2xl',
  borderWidth: '1px',
  borderColor: 'border',
  transition: 'transform 0.25s ease, box-shadow 0.25s ease, border-color 0.25s ease',
  _hover: { transform: 'translateY(-4px)', boxShadow: 'lg', borderColor: 'brand.200' },
});

/** The last tile: the red call to ask for advice, on a diagonal gradient. */
const askUsCard = css({
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: '6',
  p: { base: '6', md: '7' },
  borderRadius: '2xl',
  color: 'white',
  '--gradient-stops': 'var(--gradient-from),var(--gradient-to)',
  '--gradient': 'var(--gradient-via-stops, var(--gradient-stops))',
  '--gradient-from': 'token(colors.brand.600)',
  '--gradient-to': 'token(colors.brand.800)',
  backgroundImage: 'linear-gradient(to bottom right, var(--gradient))',
  boxShadow: 'lg',
});

/** The firm's services (the database's, in their order) as cards, plus a closing "not sure?" card. */
export function ServicesOverview() {
  const services = useSite().services;
  const { t } = useI18n();
  return (
    <Box as="section" aria-labelledby="services-title" py={{ base: '16', md: '24' }}>
      <Container>
        <SectionHeading id="services-title" eyebrow={t('home.servicesEyebrow')} title={t('home.servicesTitle')} description={t('home.servicesLead')} />
        <Grid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '4', md: '6' }}>
          {services.map(({ title, summary, iconTitle }, i) => {
            const icon = serviceIcon(iconTitle);
            return (
              <Flex as="li" key={`${i}-${title}`} className={`group ${serviceCard}`}>
                <Square
                  size={{ base: '12', md: '14' }}
                  borderRadius="xl"
                  bg="brand.50"
                  color="brand.600"
                  mb={{ base: '0', sm: '5' }}
                  transition="background-color 0.25s, color 0.25s"
                  _groupHover={{ bg: 'brand.600', color: 'white' }}
                >
                  <Icon name={icon} size={26} />
                </Square>
                {/* Decorative index, drawn by CSS so it is not read out nor counted as low-contrast text. */}
                <div aria-hidden="true" data-index={String(i + 1).padStart(2, '0')} className={cardIndex} />
                <div>
                  <Heading as="h3" size="md" mb={{ base: '1.5', sm: '2.5' }}>
                    {title}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm" lineHeight="1.7" lineClamp={4} textWrap="wrap">
                    {summary}
                  </Text>
                </div>
              </Flex>
            );
          })}
          <Flex as="li" className={askUsCard}>
            <div>
              <Square size="14" borderRadius="xl" bg="whiteAlpha.200" mb="5">
                <Icon name="MessageCircleQuestion" size={26} />
              </Square>
              <Heading as="h3" size="md" mb="2.5">
                {t('home.notSureTitle')}
              </Heading>
              <Text color="whiteAlpha.800" fontSize="sm" lineHeight="1.7">
                {t('home.notSureText')}
              </Text>
            </div>
            <ButtonLink to="/contact" variant="white" size="md" alignSelf="start">
              {t('home.talkToEngineer')} <Icon name="ArrowRight" />
            </ButtonLink>
          </Flex>
        </Grid>
        <Flex justify="center" mt="10">
          <TextLink
            to="/services"
            display="inline-flex"
            alignItems="center"
            gap="2"
            fontWeight="semibold"
            color="brand.700"
            _hover={{ gap: '3' }}
            transition="gap 0.2s"
          >
            {t('home.exploreServices')} <Icon name="ArrowRight" size={18} />
          </TextLink>
        </Flex>
      </Container>
    </Box>
  );
}
