import { SimpleGrid } from '@chakra-ui/react';
import { TextField } from '@/admin/ui/TextField';
import { SettingsGroup, SettingsSection } from '@/admin/settings/SettingsSection';
import { TwinTextField } from '@/admin/settings/TwinTextField';
import type { SettingsForm } from '@/admin/settings/use-settings-form';

export function AddressSection({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection
      id="settings-address"
      title="Address and map"
      description="The office's address in the footer and on the contact page, and the map under it."
    >
      <TwinTextField form={form} label="Street" path="address.street" required />
      <TwinTextField form={form} label="Town" path="address.town" required />
      <TwinTextField form={form} label="District" path="address.district" />
      <TwinTextField form={form} label="State" path="address.state" required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField label="PIN code" {...form.text('address.postalCode')} required placeholder="606001" />
      </SimpleGrid>
      <TwinTextField form={form} label="Country" path="address.country" required />
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
