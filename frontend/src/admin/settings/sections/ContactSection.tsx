import { SimpleGrid, Stack } from '@chakra-ui/react';
import { SETTINGS_LIMITS } from '@vriddhi/rules/site-settings';
import { TextField } from '@/admin/ui/TextField';
import { ListEditor } from '@/admin/settings/ListEditor';
import { PhonePreview } from '@/admin/settings/PhonePreview';
import { SettingsGroup, SettingsSection } from '@/admin/settings/SettingsSection';
import { TwinTextField } from '@/admin/settings/TwinTextField';
import type { SettingsForm } from '@/admin/settings/use-settings-form';

type Phone = { label: string; number: string };

export function ContactSection({ form }: { form: SettingsForm }) {
  const phones = form.list<Phone>('phones');
  const emails = form.list<string>('emails');
  return (
    <SettingsSection
      id="settings-contact"
      title="Phones, WhatsApp and e-mail"
      description="How visitors reach the firm: the header, the footer, the contact page and the floating buttons."
    >
      <SettingsGroup title="Phone numbers" helper="The first is the main number (the call button). Type them as you dial them: 94432 12345 or 04143 223456.">
        <ListEditor
          noun="phone number"
          {...phones}
          blank={() => ({ label: '', number: '' })}
          max={SETTINGS_LIMITS.phones}
          describe={(phone) => phone.label || phone.number}
          renderItem={(phone, i) => (
            <Stack gap="3">
              <TwinTextField form={form} label="Label" path={`phones.${i}.label`} required placeholder="Office" />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField label="Number" {...form.text(`phones.${i}.number`)} required placeholder="94432 12345" />
              </SimpleGrid>
              <PhonePreview number={phone.number} kind="call" />
            </Stack>
          )}
        />
      </SettingsGroup>
      <Stack gap="3">
        <TextField label="WhatsApp number" {...form.text('whatsapp')} required helper="The chat button and the contact form open a chat with this number." />
        <PhonePreview number={form.values.whatsapp} kind="whatsapp" />
      </Stack>
      <SettingsGroup title="E-mail addresses" helper="The first also receives the contact form's enquiries.">
        <ListEditor
          noun="e-mail address"
          {...emails}
          blank={() => ''}
          max={SETTINGS_LIMITS.emails}
          describe={(email) => email}
          renderItem={(_, i) => <TextField label="E-mail" {...form.text(`emails.${i}`)} required placeholder="office@example.com" />}
        />
      </SettingsGroup>
    </SettingsSection>
  );
}
