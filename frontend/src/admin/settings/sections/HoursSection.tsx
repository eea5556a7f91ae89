import { Checkbox, SimpleGrid, Stack } from '@chakra-ui/react';
import { SETTINGS_LIMITS } from '@vriddhi/rules/site-settings';
import { TextField } from '@/admin/ui/TextField';
import { ListEditor } from '@/admin/settings/ListEditor';
import { SettingsGroup, SettingsSection } from '@/admin/settings/SettingsSection';
import { TamilTextField } from '@/admin/settings/TwinTextField';
import type { SettingsForm } from '@/admin/settings/use-settings-form';

type Hours = { days: string; short: string; hours: string; closed: boolean };
type Social = { name: string; url: string };

export function HoursSection({ form }: { form: SettingsForm }) {
  const hours = form.list<Hours>('hours');
  const social = form.list<Social>('social');
  return (
    <SettingsSection
      id="settings-hours"
      title="Opening hours and social links"
      description="The hours in the footer and on the contact page; the social links in the footer."
    >
      <SettingsGroup title="Opening hours">
        <ListEditor
          noun="line of opening hours"
          {...hours}
          blank={() => ({ days: '', short: '', hours: '', closed: false })}
          max={SETTINGS_LIMITS.hours}
          describe={(line) => line.days}
          renderItem={(line, i) => (
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <TextField label="Days" {...form.text(`hours.${i}.days`)} required placeholder="Monday - Saturday" />
                <TextField label="Days, short" {...form.text(`hours.${i}.short`)} required placeholder="Mon - Sat" />
                <TextField label="Hours" {...form.text(`hours.${i}.hours`)} required placeholder="9:00 AM - 6:00 PM" />
                <TamilTextField form={form} label="Days" path={`hours.${i}.days`} />
                <TamilTextField form={form} label="Days, short" path={`hours.${i}.short`} />
                <TamilTextField form={form} label="Hours" path={`hours.${i}.hours`} />
              </SimpleGrid>
              <Checkbox.Root checked={line.closed} onCheckedChange={(change) => form.set(`hours.${i}.closed`, change.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Closed on these days</Checkbox.Label>
              </Checkbox.Root>
            </Stack>
          )}
        />
      </SettingsGroup>
      <SettingsGroup title="Social links" helper="A network without a link is not shown on the site.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {social.items.map((link, i) => (
            <TextField key={link.name} label={link.name} {...form.text(`social.${i}.url`)} placeholder={`https://www.${link.name.toLowerCase()}.com/…`} />
          ))}
        </SimpleGrid>
      </SettingsGroup>
    </SettingsSection>
  );
}
