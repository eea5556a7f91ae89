import { RequirePermission } from '@/admin/auth/RequirePermission';
import { useNavigate } from 'react-router';
import type { SiteSettings } from '@vriddhi/rules/site-settings';
import { AdminEditScreen } from '@/admin/ui/AdminEditScreen';
import { useAdminSiteSettings } from './api/site-settings';
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
  const { data, loading, error } = useAdminSiteSettings();
  return (
    <AdminEditScreen
      title="Settings"
      subtitle="The firm's details, shown on every page of the site as soon as they are saved"
      record={data?.siteSettings as SiteSettings | undefined}
      loading={loading}
      error={error}
      loadingLabel="Loading settings…"
      failure={() => ({ message: 'Failed to load settings.' })}
      onBack={() => navigate('/admin')}
    >
      {(settings) => <SettingsForm stored={settings} />}
    </AdminEditScreen>
  );
}
