import { ChatCard } from '@/public/components/contact/ChatCard';
import { ContactDetails } from '@/public/components/contact/ContactDetails';
import { Icon } from '@/public/components/icons/Icon';
import { SectionHeading } from '@/public/components/sections/SectionHeading';
import { ButtonLink, Container, Heading, Text } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';
import { Box, Flex, Grid } from '@/styled-system/jsx';

/**
 * Home page contact block: the firm's details beside the two ways to write, the contact page's form and
 * WhatsApp. The form itself lives on the contact page only: on the home page it was a kilobyte of the
 * page's first round trip, and a phone's screenful of fields above the call to action.
 */
export function ContactSection() {
  const { t } = useI18n();
  return (
    <Box as="section" aria-labelledby="home-contact-title" py={{ base: '16', md: '24' }} bg="bg.subtle">
      <Container>
        <SectionHeading id="home-contact-title" eyebrow={t('home.contactEyebrow')} title={t('home.contactTitle')} description={t('home.contactLead')} />
        <Grid gridTemplateColumns={{ base: '1fr', lg: '0.85fr 1.15fr' }} gap={{ base: '10', lg: '14' }} alignItems="start">
          <ContactDetails />
          <Flex direction="column" gap="6">
            <Box bg="white" borderRadius="2xl" boxShadow="lg" borderWidth="1px" borderColor="border" p={{ base: '6', md: '10' }}>
              <Heading as="h3" size="lg" mb="2">
                {t('home.sendMessage')}
              </Heading>
              <Text color="fg.muted" lineHeight="1.7">
                {t('home.messageText')}
              </Text>
              <ButtonLink to="/contact#contact-form-title" mt="6">
                {t('home.writeToUs')} <Icon name="ArrowRight" />
              </ButtonLink>
            </Box>
            <ChatCard />
          </Flex>
        </Grid>
      </Container>
    </Box>
  );
}
