import { Icon } from '@/public/components/icons/Icon';
import { useSite } from '@/public/content/site';
import { ButtonAnchor, ButtonLink, Container, Heading, Text } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';
import { Box, Flex } from '@/styled-system/jsx';
import { ctaBand } from '@/styled-system/recipes';

interface CtaBandProps {
  title?: string;
  text?: string;
}

/** The red call-to-action band near the foot of a page. */
export function CtaBand({ title: givenTitle, text: givenText }: CtaBandProps) {
  const site = useSite();
  const { t } = useI18n();
  const title = givenTitle ?? t('cta.title');
  const text = givenText ?? t('cta.text');
  const phone = site.phones[0];
  const classes = ctaBand();
  return (
    <Box as="section" aria-labelledby="cta-title" py={{ base: '12', md: '16' }} bg="bg">
      <Container>
        <div className={classes.panel}>
          <div className={classes.grid} />
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
