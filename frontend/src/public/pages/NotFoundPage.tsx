import { Icon } from '@/public/components/icons/Icon';
import { PageMeta } from '@/public/components/seo/PageMeta';
import { ButtonLink, Container, Heading, Text } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';
import { css } from '@/styled-system/css';
import { Box, Flex } from '@/styled-system/jsx';

/** The outsized "404", a gradient clipped to the text. */
const bigNumber = css({
  fontFamily: 'heading',
  fontWeight: 'bold',
  fontSize: { base: '7rem', md: '10rem' },
  lineHeight: '1',
  letterSpacing: '-0.05em',
  bgGradient: 'to-b',
  gradientFrom: 'brand.500',
  gradientTo: 'brand.800',
  bgClip: 'text',
  color: 'transparent',
});

/** Any unknown route (answered with status 404). */
export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('notFound.title')} description={t('notFound.description')} noindex />
      <Box
        as="section"
        aria-labelledby="not-found-title"
        py={{ base: '20', md: '28' }}
        bg="bg.subtle"
        bgImage="linear-gradient(rgba(28,25,23,0.045) 1px, transparent 1px), linear-gradient(90deg, rgba(28,25,23,0.045) 1px, transparent 1px)"
        bgSize="40px 40px"
      >
        <Container size="sm" textAlign="center">
          <p aria-hidden="true" className={bigNumber}>
            404
          </p>
          <Heading as="h1" id="not-found-title" size="2xl" mt="4">
            {t('notFound.heading')}
          </Heading>
          <Text mt="4" color="fg.muted" fontSize="lg" maxW="lg" mx="auto">
            {t('notFound.text')}
          </Text>
          <Flex mt="10" gap="4" justify="center" direction={{ base: 'column', sm: 'row' }}>
            <ButtonLink to="/" size="lg">
              <Icon name="ArrowLeft" /> {t('notFound.home')}
            </ButtonLink>
            <ButtonLink to="/contact" size="lg" variant="outline">
              <Icon name="Phone" /> {t('notFound.contact')}
            </ButtonLink>
          </Flex>
        </Container>
      </Box>
    </>
  );
}
