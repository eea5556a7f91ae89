import { adminPath } from '@vriddhi/rules';
import { RequirePermission } from '@/admin/auth/RequirePermission';
import { Box } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { AdminEditScreen } from '@/admin/ui/AdminEditScreen';
import { useSaveConflict } from '@/admin/ui/use-save-conflict';
import { useAdminSiteSettings } from './api/site-settings';
import { settingsFormValues, type SettingsFormValues, type StoredSettings } from './settings-form-model';
import { MailSettingsSection } from './mail/MailSettingsSection';
import { SettingsForm } from './SettingsForm';

/** The firm's details, edited in one form and shown on every page at once when saved. */
export function SettingsPage() {
  return (
    <RequirePermission permission="settings">
      <SettingsScreen />
    </RequirePermission>
  );
}

function SettingsScreen() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useAdminSiteSettings();
  const conflict = useSaveConflict<SettingsFormValues>();
  const latest = async () => {
    const { data: fresh } = await refetch();
    if (!fresh) throw new Error('No settings in the answer');
    return { version: fresh.siteSettings.version, values: settingsFormValues(fresh.siteSettings as StoredSettings) };
  };
  return (
    <AdminEditScreen
      title="Settings"
      subtitle="The firm's details, shown on every page of the site as soon as they are saved"
      record={data?.siteSettings as StoredSettings | undefined}
      loading={loading}
      error={error}
      loadingLabel="Loading settings…"
      failure={() => ({ message: 'Failed to load settings.' })}
      onBack={() => navigate(adminPath('dashboard'))}
    >
      {(settings) => (
        <>
          <SettingsForm key={conflict.formKey} stored={settings} conflict={conflict} onReload={() => void conflict.reload(latest)} />
          <Box maxW="4xl" mt="8">
            <MailSettingsSection firmEmail={settings.emails[0] ?? ''} />
          </Box>
        </>
      )}
    </AdminEditScreen>
  );
}
