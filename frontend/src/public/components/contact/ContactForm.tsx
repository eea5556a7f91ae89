import { Box, Flex, Grid, styled } from '@/styled-system/jsx';
import { css } from '@/styled-system/css';
import { CONTACT_PHONE_PATTERN } from '@vriddhi/rules';
import { Icon } from '@/public/components/icons/Icon';
import { useId, type ReactNode } from 'react';
import { useSite } from '@/public/content/site';
import { Button, Input, Text, Textarea } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';
import { IslandMessages } from '@/public/i18n/IslandMessages';
import { whatsappLink, type ContactFormValues } from './whatsapp';

/** A field the server refused (the island sets `aria-invalid`). */
const invalidField = css({ '&[aria-invalid=true]': { borderColor: 'brand.500' } });

function Field({ id, label, children, hint }: { id: string; label: string; children: ReactNode; hint?: string }) {
  return (
    <Box>
      <styled.label htmlFor={id} display="block" fontSize="sm" fontWeight="semibold" color="fg" mb="1.5">
        {label}{' '}
        <Text as="span" color="brand.600" aria-hidden="true">
          *
        </Text>
      </styled.label>
      {children}
      {hint && (
        <Text id={`${id}-hint`} mt="1.5" fontSize="xs" color="fg.subtle">
          {hint}
        </Text>
      )}
      {/* The server's message for this field, when it refuses it: filled in, shown and linked by the island (`hidden` wins over any display the styles give). */}
      <Text
        id={`${id}-error`}
        data-field-error=""
        hidden
        css={{ '&[hidden]': { display: 'none' } }}
        mt="1.5"
        fontSize="sm"
        color="brand.700"
        fontWeight="medium"
      />
    </Box>
  );
}

/**
 * The contact form, rendered on the server. On submit (after the browser's own validation) the
 * contact-form island (ContactForm.island.ts, beside it) first saves the enquiry (POST /api/enquiries),
 * then opens a WhatsApp chat with the firm in a new tab, prefilled with the five values, and shows the
 * confirmation; fields the server refuses get its message instead. The fields have no `name`, so without
 * script a submit only reloads the page and sends nothing anywhere; the note in `<noscript>` points to the
 * phone and WhatsApp links, which work without it.
 */
export function ContactForm({ headingId }: { headingId?: string }) {
  const site = useSite();
  const { t } = useI18n();
  const uid = useId();
  const id = (field: keyof ContactFormValues) => `${uid}-${field}`;
  const bind = (field: keyof ContactFormValues) => ({
    id: id(field),
    'data-field': field,
    required: true,
    className: invalidField,
  });

  return (
    <form data-island="ContactForm" data-whatsapp={site.whatsapp} aria-labelledby={headingId}>
      <IslandMessages
        ids={{
          whatsapp: 'form.whatsappMessage',
          limited: 'form.limited',
          required: 'form.required',
          email: 'form.invalidEmail',
          phone: 'form.invalidPhone',
        }}
        fill={['name', 'email', 'phone', 'subject', 'message']}
      />
      <Text fontSize="sm" color="fg.muted" mb="5">
        {t('form.intro')}
      </Text>
      <noscript>
        <Text fontSize="sm" color="brand.800" bg="brand.50" borderRadius="lg" px="4" py="3" mb="5">
          {t('form.noScriptBefore')}{' '}
          <styled.a href={`tel:${site.phones[0].tel}`} fontWeight="semibold" textDecoration="underline">
            {site.phones[0].display}
          </styled.a>{' '}
          {t('form.noScriptMiddle')}{' '}
          <styled.a href={whatsappLink(site.whatsapp)} fontWeight="semibold" textDecoration="underline">
            WhatsApp
          </styled.a>
          .
        </Text>
      </noscript>
      <Grid columns={{ base: 1, md: 2 }} gap="5">
        <Field id={id('name')} label={t('form.name')}>
          <Input {...bind('name')} type="text" autoComplete="name" placeholder={t('form.namePlaceholder')} />
        </Field>
        <Field id={id('email')} label={t('form.email')}>
          <Input {...bind('email')} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
        </Field>
        <Field id={id('phone')} label={t('form.phone')}>
          <Input
            {...bind('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            pattern={CONTACT_PHONE_PATTERN}
            title={t('form.phoneTitle')}
            placeholder="+91 98765 43210"
          />
        </Field>
        <Field id={id('subject')} label={t('form.subject')}>
          <Input {...bind('subject')} type="text" placeholder={t('form.subjectPlaceholder')} />
        </Field>
      </Grid>
      <Box mt="5">
        <Field id={id('message')} label={t('form.message')}>
          <Textarea {...bind('message')} rows={5} placeholder={t('form.messagePlaceholder')} />
        </Field>
      </Box>
      {/* Robots fill every field; people never see this one (ContactForm.island.ts sends it, the server keeps nothing when it is filled). */}
      <Box aria-hidden="true" css={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
        <label htmlFor={`${uid}-website`}>{t('form.honeypot')}</label>
        <input id={`${uid}-website`} type="text" data-honeypot="" tabIndex={-1} autoComplete="off" />
      </Box>
      <Flex mt="6" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="4">
        <Button type="submit" size="lg">
          <Icon name="Send" /> {t('form.send')}
        </Button>
        <Flex align="center" gap="2" fontSize="sm" color="fg.subtle">
          <Box color="whatsapp">
            <Icon name="WhatsApp" size={18} />
          </Box>
          {t('form.opensWhatsApp')}
        </Flex>
      </Flex>
      <Flex mt="4" align="flex-start" gap="2" fontSize="sm" color="fg.muted">
        <Box flexShrink={0} mt="0.5">
          <Icon name="Info" size={16} />
        </Box>
        <Text>{t('form.keptCopy')}</Text>
      </Flex>
      {/* Empty until a message is sent: the island then moves the note and the confirmation into it, to be announced. */}
      <Box role="status" aria-live="polite" data-contact-status="" />
      <Text
        data-contact-note=""
        hidden
        css={{ '&[hidden]': { display: 'none' } }}
        mt="5"
        px="4"
        py="3"
        borderRadius="lg"
        bg="brand.50"
        color="brand.800"
        fontSize="sm"
      />
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
          <Icon name="CheckCircle2" size={18} />
        </Box>
        <Text>
          {t('form.sentBefore')}{' '}
          <styled.a href={whatsappLink(site.whatsapp)} target="_blank" rel="noopener noreferrer" fontWeight="semibold" textDecoration="underline">
            {t('form.sentLink')}
          </styled.a>
          .
        </Text>
      </Flex>
    </form>
  );
}
