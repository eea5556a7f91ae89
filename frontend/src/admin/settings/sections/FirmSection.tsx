import { SimpleGrid } from '@chakra-ui/react';
import { TextField } from '@/admin/ui/TextField';
import { SettingsGroup, SettingsSection } from '@/admin/settings/SettingsSection';
import type { SettingsForm } from '@/admin/settings/use-settings-form';

export function FirmSection({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection
      id="settings-firm"
      title="The firm"
      description="The name and words every page shows: the header, the footer, page titles and search results."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField label="Firm name" {...form.text('firmName')} required />
        <TextField label="Short name" {...form.text('shortName')} required helper="Where space is tight: the header on a phone." />
        <TextField label="Tagline" {...form.text('tagline')} helper="Under the name in the header." />
        <TextField label="Founding year" {...form.text('foundedYear')} required placeholder="1995" />
      </SimpleGrid>
      <TextField label="Description" {...form.text('description')} required rows={3} helper="The home page's summary in search results and link previews." />
      <SettingsGroup title="Credit line" helper="At the foot of every page; leave the name empty to show none.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField label="Made by" {...form.text('credit.name')} />
          <TextField label="Their web address" {...form.text('credit.url')} placeholder="https://" />
        </SimpleGrid>
      </SettingsGroup>
    </SettingsSection>
  );
}
