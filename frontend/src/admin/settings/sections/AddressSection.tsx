import { SimpleGrid } from '@chakra-ui/react';
import { TextField } from '@/admin/ui/TextField';
import { SettingsGroup, SettingsSection } from '@/admin/settings/SettingsSection';
import type { SettingsForm } from '@/admin/settings/use-settings-form';

export function AddressSection({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection
      id="settings-address"
      title="Address and map"
      description="The office's address in the footer and on the contact page, and the map under it."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField label="Street" {...form.text('address.street')} required />
        <TextField label="Town" {...form.text('address.town')} required />
        <TextField label="District" {...form.text('address.district')} />
        <TextField label="State" {...form.text('address.state')} required />
        <TextField label="PIN code" {...form.text('address.postalCode')} required placeholder="606001" />
        <TextField label="Country" {...form.text('address.country')} required />
      </SimpleGrid>
      <SettingsGroup title="Map" helper="In Google Maps: Share → Embed a map gives the embed link; Share → Copy link gives the map link.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField label="Latitude" {...form.text('map.latitude')} required placeholder="11.5186" />
          <TextField label="Longitude" {...form.text('map.longitude')} required placeholder="79.3241" />
        </SimpleGrid>
        <SimpleGrid columns={1} gap="5" mt="5">
          <TextField label="Map link" {...form.text('map.linkUrl')} required helper="Opens the office in Google Maps." />
          <TextField
            label="Map embed link"
            {...form.text('map.embedUrl')}
            required
            helper="The map shown on the contact page: paste the address, or the whole <iframe …> code that Embed a map gives."
          />
        </SimpleGrid>
      </SettingsGroup>
    </SettingsSection>
  );
}
