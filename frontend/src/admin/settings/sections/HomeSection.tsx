import { GridItem, SimpleGrid, Stack } from '@chakra-ui/react';
import { SETTINGS_LIMITS, type SiteSettings } from '@vriddhi/rules/site-settings';
import { TextField } from '@/admin/ui/TextField';
import { ListEditor } from '@/admin/settings/ListEditor';
import { SettingsGroup, SettingsSection } from '@/admin/settings/SettingsSection';
import { TamilTextField, TwinTextField } from '@/admin/settings/TwinTextField';
import type { SettingsForm } from '@/admin/settings/use-settings-form';

type Testimonial = SiteSettings['testimonials'][number];

export function HomeSection({ form }: { form: SettingsForm }) {
  const testimonials = form.list<Testimonial>('testimonials');
  return (
    <SettingsSection id="settings-home" title="Home page" description="The four figures under the home page's banner, and what clients say.">
      <SettingsGroup title="Figures">
        <Stack gap="4">
          {form.values.stats.map((_, i) => (
            <SimpleGrid key={i} columns={{ base: 2, md: 3 }} gap="3" templateColumns={{ base: '1fr 2fr', md: '1fr 2fr 2fr' }}>
              <TextField label={`Figure ${i + 1}`} {...form.text(`stats.${i}.value`)} required placeholder="25+" />
              <TextField label={`Figure ${i + 1} label`} {...form.text(`stats.${i}.label`)} required placeholder="Years of Experience" />
              <GridItem colSpan={{ base: 2, md: 1 }}>
                <TamilTextField form={form} label={`Figure ${i + 1} label`} path={`stats.${i}.label`} />
              </GridItem>
            </SimpleGrid>
          ))}
        </Stack>
      </SettingsGroup>
      <SettingsGroup title="Testimonials" helper="Shown in turn on the home page, in this order. Only publish words a client agreed to share.">
        <ListEditor
          noun="testimonial"
          {...testimonials}
          blank={() => ({ name: '', position: '', content: '' })}
          max={SETTINGS_LIMITS.testimonials}
          describe={(item) => item.name}
          renderItem={(_, i) => (
            <>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField label="Client's name" {...form.text(`testimonials.${i}.name`)} required />
              </SimpleGrid>
              <TwinTextField form={form} label="Who they are" path={`testimonials.${i}.position`} placeholder="Homeowner, Neyveli" />
              <TwinTextField form={form} label="What they said" path={`testimonials.${i}.content`} required rows={3} />
            </>
          )}
        />
      </SettingsGroup>
    </SettingsSection>
  );
}
