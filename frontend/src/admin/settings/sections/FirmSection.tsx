import { SimpleGrid } from '@chakra-ui/react';
import { TextField } from '@/admin/ui/TextField';
import { SettingsGroup, SettingsSection } from '@/admin/settings/SettingsSection';
import { TwinTextField } from '@/admin/settings/TwinTextField';
import type { SettingsForm } from '@/admin/settings/use-settings-form';

export function FirmSection({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection
      id="settings-firm"
      title="The firm"
      description="The name and words every page shows: the header, the footer, page titles and search results."
    >
      <TwinTextField form={form} label="Firm name" path="firmName" required />
      <TwinTextField form={form} label="Short name" path="shortName" required helper="Where space is tight: the header on a phone." />
      <TwinTextField form={form} label="Tagline" path="tagline" helper="Under the name in the header." />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField label="Founding year" {...form.text('foundedYear')} required placeholder="1995" />
      </SimpleGrid>
      <TwinTextField
        form={form}
        label="Description"
        path="description"
        required
        rows={3}
        helper="The home page's summary in search results and link previews."
      />
      <SettingsGroup title="Credit line" helper="At the foot of every page; leave the name empty to show none.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField label="Made by" {...form.text('credit.name')} />
          <TextField label="Their web address" {...form.text('credit.url')} placeholder="https://" />
        </SimpleGrid>
      </SettingsGroup>
    </SettingsSection>
  );
}
