import { adminPath } from '@vriddhi/rules';
import { useMemo } from 'react';
import { Heading, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { saveLogin } from '@/admin/lib/auth-storage';
import { fieldErrors, isNetworkFailure, NETWORK_ERROR_MESSAGE, serverMessage } from '@/admin/lib/graphql-errors';
import { FormCard } from '@/admin/ui/FormCard';
import { notifyError, notifySuccess } from '@/admin/ui/toaster';
import { useAdminForm } from '@/admin/ui/use-admin-form';
import { useChangePassword } from './api/account';
import { usePasswordRules } from './password-rules';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Other sessions have been signed out.';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** Current password, a new one (with its strength as it is typed) and the new one again. */
export function ChangePasswordForm({ account }: { account: { name: string; email: string } }) {
  const navigate = useNavigate();
  const rules = usePasswordRules();
  const [changePassword] = useChangePassword();

  const validate = (values: PasswordValues): PasswordErrors => {
    const errors: PasswordErrors = {};
    if (!values.currentPassword) errors.currentPassword = 'Current password is required';
    const problem = rules ? rules.newPasswordProblem(values.newPassword, account.email, account.name) : values.newPassword ? null : 'New password is required';
    if (problem) errors.newPassword = problem;
    if (values.repeatPassword !== values.newPassword) errors.repeatPassword = 'The new passwords do not match';
    return errors;
  };

  const send = async ({ currentPassword, newPassword }: PasswordValues): Promise<PasswordErrors | void> => {
    try {
      const { data } = await changePassword({ variables: { currentPassword, newPassword } });
      if (!data?.changePassword.token) throw new Error('No token in the answer');
      saveLogin(data.changePassword);
      form.reset();
      notifySuccess(PASSWORD_CHANGED_MESSAGE);
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) return fields;
      notifyError('Password not changed', isNetworkFailure(error) ? NETWORK_ERROR_MESSAGE : (serverMessage(error) ?? 'Please try again.'));
    }
  };

  const form = useResettableForm(validate, send);
  const { newPassword } = form.values;
  const strength = useMemo(
    () => (rules && newPassword ? rules.passwordStrength(newPassword, [account.email, account.name]) : null),
    [rules, newPassword, account.email, account.name],
  );

  return (
    <FormCard
      label="Change password"
      onSubmit={form.submit}
      submitLabel="Change password"
      busyLabel="Changing password..."
      submitting={form.submitting}
      onCancel={() => navigate(adminPath('dashboard'))}
    >
      <Heading as="h2" size="lg" fontFamily="heading">
        Change password
      </Heading>
      <Text color="fg.muted" fontSize="sm" mt="-4">
        Every other session of your account is signed out when the password changes.
      </Text>
      <PasswordField label="Current password" autoComplete="current-password" required {...form.field('currentPassword')} />
      <PasswordField label="New password" autoComplete="new-password" required {...form.field('newPassword')}>
        {strength && <PasswordStrengthMeter strength={strength} />}
      </PasswordField>
      <PasswordField label="Repeat new password" autoComplete="new-password" required {...form.field('repeatPassword')} />
    </FormCard>
  );
}

/** The admin form's state, emptied again after a change (the typed passwords are not kept on screen). */
function useResettableForm(validate: (values: PasswordValues) => PasswordErrors, send: (values: PasswordValues) => Promise<PasswordErrors | void>) {
  const form = useAdminForm<PasswordValues, PasswordErrors>(EMPTY, validate, send);
  const reset = () => (Object.keys(EMPTY) as (keyof PasswordValues)[]).forEach((key) => form.set(key, ''));
  return { ...form, reset };
}
