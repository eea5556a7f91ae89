import { adminPath } from '@vriddhi/rules';
import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { AdminEditScreen } from '@/admin/ui/AdminEditScreen';
import { AccountDetailsForm } from './AccountDetailsForm';
import { useMyAccount } from './api/account';
import { ChangePasswordForm } from './ChangePasswordForm';

/** The signed-in user's own account: name, e-mail and password. */
export function AccountPage() {
  const navigate = useNavigate();
  const { data, loading, error } = useMyAccount();
  return (
    <AdminEditScreen
      title="Account"
      subtitle="Your name, the e-mail address you log in with, and your password"
      record={data?.me}
      loading={loading}
      error={error}
      loadingLabel="Loading your account…"
      failure={() => ({ message: 'Failed to load your account.' })}
      onBack={() => navigate(adminPath('dashboard'))}
    >
      {(account) => (
        <Stack gap="8">
          <AccountDetailsForm key={`${account.name}|${account.email}`} account={account} />
          <ChangePasswordForm account={account} />
        </Stack>
      )}
    </AdminEditScreen>
  );
}
