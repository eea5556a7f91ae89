import { Box, chakra, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { CheckCircle2, Send } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useSite } from '@/public/content/site';
import { WhatsAppIcon } from '@/public/components/icons/BrandIcons';
import { Button, Input, Textarea } from '@/public/components/ui';
import { whatsappLink, type ContactFormValues } from './whatsapp';

/** Digits, spaces and dashes, optionally starting with +; valid under the `v` flag browsers use for `pattern`. */
export const PHONE_PATTERN = '\\+?[0-9][0-9 \\-]{5,18}[0-9]';

function Field({ id, label, children, hint }: { id: string; label: string; children: ReactNode; hint?: string }) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="semibold" color="fg" mb="1.5">
        {label}{' '}
        <Text as="span" color="brand.600" aria-hidden="true">
          *
        </Text>
      </chakra.label>
      {children}
      {hint && (
        <Text id={`${id}-hint`} mt="1.5" fontSize="xs" color="fg.subtle">
          {hint}
        </Text>
      )}
    </Box>
  );
}

/**
 * The contact form, rendered on the server. It makes no server call: the contact-form island
 * (ContactForm.island.ts, beside it) opens a WhatsApp chat with the firm in a new tab on submit (after the
 * browser's own validation), prefilled with the five values, and shows the confirmation. The fields have
 * no `name`, so without script a submit only reloads the page and sends nothing anywhere; the note in
 * `<noscript>` points to the phone and WhatsApp links, which work without it.
 */
export function ContactForm({ headingId }: { headingId?: string }) {
  const site = useSite();
  const uid = useId();
  const id = (field: keyof ContactFormValues) => `${uid}-${field}`;
  const bind = (field: keyof ContactFormValues) => ({ id: id(field), 'data-field': field, required: true });

  return (
    <chakra.form data-island="ContactForm" data-whatsapp={site.whatsapp} aria-labelledby={headingId}>
      <Text fontSize="sm" color="fg.muted" mb="5">
        All fields are required. Your message opens in WhatsApp, ready to send to our team.
      </Text>
      <noscript>
        <Text fontSize="sm" color="brand.800" bg="brand.50" borderRadius="lg" px="4" py="3" mb="5">
          Sending this form needs JavaScript. Please call us on{' '}
          <chakra.a href={`tel:${site.phones[0].tel}`} fontWeight="semibold" textDecoration="underline">
            {site.phones[0].display}
          </chakra.a>{' '}
          or message us on{' '}
          <chakra.a href={whatsappLink(site.whatsapp)} fontWeight="semibold" textDecoration="underline">
            WhatsApp
          </chakra.a>
          .
        </Text>
      </noscript>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Field id={id('name')} label="Your Name">
          <Input {...bind('name')} type="text" autoComplete="name" placeholder="e.g. Arun Kumar" />
        </Field>
        <Field id={id('email')} label="Email Address">
          <Input {...bind('email')} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
        </Field>
        <Field id={id('phone')} label="Phone Number">
          <Input
            {...bind('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            pattern={PHONE_PATTERN}
            title="A phone number: digits, spaces or dashes, optionally starting with +"
            placeholder="+91 98765 43210"
          />
        </Field>
        <Field id={id('subject')} label="Subject">
          <Input {...bind('subject')} type="text" placeholder="e.g. House construction estimate" />
        </Field>
      </SimpleGrid>
      <Box mt="5">
        <Field id={id('message')} label="Message">
          <Textarea {...bind('message')} rows={5} placeholder="Tell us about your site, plans and timeline" />
        </Field>
      </Box>
      <Flex mt="6" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="4">
        <Button type="submit" size="lg">
          <Send aria-hidden="true" /> Send Message
        </Button>
        <Flex align="center" gap="2" fontSize="sm" color="fg.subtle">
          <Box color="whatsapp">
            <WhatsAppIcon size={18} />
          </Box>
          Opens WhatsApp in a new tab
        </Flex>
      </Flex>
      {/* Empty until a message is sent: the island then moves the confirmation into it, to be announced. */}
      <Box role="status" aria-live="polite" data-contact-status="" />
      <Flex
        data-contact-sent=""
        hidden
        css={{ '&[hidden]': { display: 'none' } }}
        mt="5"
        gap="3"
        p="4"
        borderRadius="xl"
        bg="green.50"
        borderWidth="1px"
        borderColor="green.200"
        color="green.900"
        fontSize="sm"
      >
        <Box color="green.700" flexShrink={0} mt="0.5">
          <CheckCircle2 size={18} aria-hidden="true" />
        </Box>
        <Text>
          WhatsApp opened in a new tab with your message. If nothing opened,{' '}
          <chakra.a href={whatsappLink(site.whatsapp)} target="_blank" rel="noopener noreferrer" fontWeight="semibold" textDecoration="underline">
            open the chat here
          </chakra.a>
          .
        </Text>
      </Flex>
    </chakra.form>
  );
}
