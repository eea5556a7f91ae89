import { Icon } from '@/public/components/icons/Icon';
import { useSite } from '@/public/content/site';
import { ButtonAnchor, ButtonLink, Container, Heading, Text } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';
import { css } from '@/styled-system/css';
import { Box, Flex } from '@/styled-system/jsx';

interface CtaBandProps {
  title?: string;
  text?: string;
}

/** The red panel: rounded, with a faint grid fading in from the right. */
const ctaPanel = css({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: '3xl',
  px: { base: '6', md: '12', lg: '16' },
  py: { base: '10', md: '14' },
  color: 'white',
  bgGradient: 'to-br',
  gradientFrom: 'brand.600',
  gradientTo: 'brand.800',
  boxShadow: 'xl',
});

/** The red call-to-action band near the foot of a page. */
export function CtaBand({ title: givenTitle, text: givenText }: CtaBandProps) {
  const site = useSite();
  const { t } = useI18n();
  const title = givenTitle ?? t('cta.title');
  const text = givenText ?? t('cta.text');
  const phone = site.phones[0];
  return (
    <Box as="section" aria-labelledby="cta-title" py={{ base: '12', md: '16' }} bg="bg">
      <Container>
        <div className={ctaPanel}>
          <Box
            position="absolute"
            inset="0"
            opacity="0.16"
            bgImage="linear-gradient(rgba(255,255,255,0.5) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.5) 1px, transparent 1px)"
            bgSize="40px 40px"
            maskImage="linear-gradient(to left, black, transparent 70%)"
          />
          <Flex position="relative" direction={{ base: 'column', lg: 'row' }} align={{ base: 'start', lg: 'center' }} justify="space-between" gap="8">
            <Box maxW="2xl">
              <Heading id="cta-title" size="2xl">
                {title}
              </Heading>
              <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.800">
                {text}
              </Text>
            </Box>
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }} w={{ base: 'full', lg: 'auto' }}>
              <ButtonLink to="/contact" variant="white" size="lg">
                {t('cta.freeConsultation')} <Icon name="ArrowRight" />
              </ButtonLink>
              <ButtonAnchor href={`tel:${phone.tel}`} variant="outlineLight" size="lg">
                <Icon name="Phone" /> {t('cta.call', { phone: phone.display })}
              </ButtonAnchor>
            </Flex>
          </Flex>
        </div>
      </Container>
    </Box>
  );
}
