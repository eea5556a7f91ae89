import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { ConflictNotice } from '@/admin/ui/ConflictNotice';
import { LeaveGuard } from '@/admin/ui/LeaveGuard';
import { notifyError, notifySuccess } from '@/admin/ui/toaster';
import type { SaveConflict } from '@/admin/ui/use-save-conflict';
import { useUpdateSiteSettings } from './api/site-settings';
import { AboutSection } from './sections/AboutSection';
import { AddressSection } from './sections/AddressSection';
import { ContactSection } from './sections/ContactSection';
import { FirmSection } from './sections/FirmSection';
import { HomeSection } from './sections/HomeSection';
import { HoursSection } from './sections/HoursSection';
import { checkSettings, settingsFailure, settingsFormValues, type SettingsFormValues, type StoredSettings } from './settings-form-model';
import { SettingsPart } from './SettingsPart';
import { useSettingsForm } from './use-settings-form';
import { MAIL_SECTION_ID } from './mail/MailSettingsSection';

/** The sections in order: their anchor and short name for the list at the top, and the settings each shows. */
const SECTIONS = [
  { id: 'settings-firm', label: 'The firm', component: FirmSection, keys: ['firmName', 'shortName', 'tagline', 'foundedYear', 'description', 'credit', 'ta'] },
  { id: 'settings-contact', label: 'Phones & e-mail', component: ContactSection, keys: ['phones', 'whatsapp', 'emails'] },
  { id: 'settings-address', label: 'Address & map', component: AddressSection, keys: ['address', 'map'] },
  { id: 'settings-hours', label: 'Hours & social', component: HoursSection, keys: ['hours', 'social'] },
  { id: 'settings-home', label: 'Home page', component: HomeSection, keys: ['stats', 'testimonials'] },
  { id: 'settings-about', label: 'About page', component: AboutSection, keys: ['about'] },
] as const;

/** The look of a link in the section list. */
const SECTION_LINK = {
  px: '3',
  py: '1.5',
  borderRadius: 'full',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.200',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'gray.700',
  _hover: { borderColor: 'brand.300', color: 'brand.700' },
} as const;

/** Takes the admin to the first field that needs attention (a long form on a phone). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    invalid.focus({ preventScroll: true });
    invalid.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}

interface SettingsFormProps {
  /** The settings as read, with their version. */
  stored: StoredSettings;
  /** A save refused because someone else saved first; after a reload, what this person typed, kept over `stored`. */
  conflict: SaveConflict<SettingsFormValues>;
  onReload: () => void;
}

export function SettingsForm({ stored, conflict, onReload }: SettingsFormProps) {
  const kept = conflict.keptFor(stored.version);
  const form = useSettingsForm(kept ?? settingsFormValues(stored), kept !== undefined);
  // The record the form's values started from: the one read, then each one saved.
  const [base, setBase] = useState(stored);
  const [updateSettings, { loading: saving }] = useUpdateSiteSettings();
  const formRef = useRef<HTMLFormElement>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkSettings(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      const count = Object.keys(checked.errors).length;
      notifyError('Some settings need attention.', `${count} field${count === 1 ? '' : 's'} to check.`);
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const { data } = await updateSettings({ variables: { input: checked.input, teamPhotos: checked.teamPhotos, version: base.version } });
      if (data) {
        const saved = data.updateSiteSettings as StoredSettings;
        setBase(saved);
        form.reset(settingsFormValues(saved));
      }
      notifySuccess('Settings saved!', 'Every page of the site shows them now.');
    } catch (error) {
      if (conflict.caught(error, settingsFormValues(base), form.values)) return;
      form.setErrors(settingsFailure(error));
      focusFirstInvalid(formRef.current);
    }
  };

  return (
    <chakra.form ref={formRef} aria-label="Site settings" noValidate onSubmit={save} maxW="4xl">
      <Flex as="nav" aria-label="Settings sections" gap="2" wrap="wrap" mb="5">
        {SECTIONS.map((section) => (
          <Link key={section.id} {...SECTION_LINK} href={`#${section.id}`}>
            {section.label}
          </Link>
        ))}
        <Link {...SECTION_LINK} href={`#${MAIL_SECTION_ID}`}>
          Mail
        </Link>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="5">
        Beside each text a visitor reads is its Tamil (தமிழில்), shown on the Tamil pages; where it is left blank, they show the English.
      </Text>
      <fieldset disabled={saving || conflict.pending}>
        <Stack gap="6">
          {SECTIONS.map((section) => (
            <SettingsPart key={section.id} keys={section.keys} component={section.component} values={form.values} errors={form.errors} api={form.api} />
          ))}
        </Stack>
      </fieldset>
      <Box
        position="sticky"
        bottom="0"
        mt="6"
        py="3"
        px={{ base: '3', md: '4' }}
        bg="white"
        borderTopWidth="1px"
        borderColor="gray.200"
        shadow="0 -4px 12px rgba(0,0,0,0.06)"
        borderRadius="lg"
        zIndex="docked"
      >
        {conflict.pending && (
          <Box mb="3">
            <ConflictNotice what="these settings" onReload={onReload} reloading={conflict.reloading} />
          </Box>
        )}
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm" color={form.dirty ? 'orange.700' : 'fg.muted'} role="status">
            {form.dirty ? 'You have unsaved changes.' : 'All changes saved.'}
          </Text>
          <Button type="submit" colorPalette="brand" size="lg" loading={saving} loadingText="Saving..." minW="40" disabled={conflict.pending}>
            Save Settings
          </Button>
        </Flex>
      </Box>
      <LeaveGuard when={form.dirty} />
    </chakra.form>
  );
}
