import { ContactDetails } from '@/public/components/contact/ContactDetails';
import { ContactForm } from '@/public/components/contact/ContactForm';
import { SectionHeading } from '@/public/components/sections/SectionHeading';
import { Container, Heading } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';
import { Box, Grid } from '@/styled-system/jsx';

/** Home page contact block: the firm's details beside the WhatsApp contact form. */
export function ContactSection() {
  const { t } = useI18n();
  return (
    <Box as="section" aria-labelledby="home-contact-title" py={{ base: '16', md: '24' }} bg="bg.subtle">
      <Container>
        <SectionHeading id="home-contact-title" eyebrow={t('home.contactEyebrow')} title={t('home.contactTitle')} description={t('home.contactLead')} />
        <Grid gridTemplateColumns={{ base: '1fr', lg: '0.85fr 1.15fr' }} gap={{ base: '10', lg: '14' }} alignItems="start">
          <ContactDetails />
          <Box bg="white" borderRadius="2xl" boxShadow="lg" borderWidth="1px" borderColor="border" p={{ base: '6', md: '10' }}>
            <Heading as="h3" id="home-contact-form-title" size="lg" mb="2">
              {t('home.sendMessage')}
            </Heading>
            <ContactForm headingId="home-contact-form-title" />
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
