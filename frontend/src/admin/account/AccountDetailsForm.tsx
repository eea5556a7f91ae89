import { accountRules, adminPath, check } from '@vriddhi/rules';
import { Heading } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { fieldErrors, isNetworkFailure, NETWORK_ERROR_MESSAGE, serverMessage } from '@/admin/lib/graphql-errors';
import { FormCard } from '@/admin/ui/FormCard';
import { TextField } from '@/admin/ui/TextField';
import { notifyError, notifySuccess } from '@/admin/ui/toaster';
import { useAdminForm } from '@/admin/ui/use-admin-form';
import { useUpdateMyAccount } from './api/account';
import { PasswordField } from './PasswordField';
import { rememberAccount } from './remember-account';

interface DetailsValues {
  name: string;
  email: string;
  currentPassword: string;
}

type DetailsErrors = Partial<Record<keyof DetailsValues, string>>;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The signed-in user's name and e-mail; a new e-mail (the login) asks for the current password. */
export function AccountDetailsForm({ account }: { account: { name: string; email: string } }) {
  const navigate = useNavigate();
  const [updateMyAccount] = useUpdateMyAccount();

  const validate = (values: DetailsValues): DetailsErrors => {
    const checked = check(accountRules, values);
    const errors: DetailsErrors = checked.ok ? {} : checked.errors;
    if (!sameEmail(values.email, account.email) && !values.currentPassword)
      errors.currentPassword = 'Enter your current password to change your e-mail address';
    return errors;
  };

  const send = async (values: DetailsValues): Promise<DetailsErrors | void> => {
    const emailChanges = !sameEmail(values.email, account.email);
    try {
      const { data } = await updateMyAccount({
        variables: { name: values.name, email: values.email, currentPassword: emailChanges ? values.currentPassword : null },
      });
      if (!data) throw new Error('No answer');
      rememberAccount(data.updateMyAccount.name, data.updateMyAccount.email);
      form.set('currentPassword', '');
      notifySuccess('Account saved.');
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) return fields;
      notifyError('Account not saved', isNetworkFailure(error) ? NETWORK_ERROR_MESSAGE : (serverMessage(error) ?? 'Please try again.'));
    }
  };

  const form = useAdminForm<DetailsValues, DetailsErrors>({ name: account.name, email: account.email, currentPassword: '' }, validate, send);
  const emailChanges = !sameEmail(form.values.email, account.email);

  return (
    <FormCard
      label="Your details"
      onSubmit={form.submit}
      submitLabel="Save details"
      busyLabel="Saving..."
      submitting={form.submitting}
      onCancel={() => navigate(adminPath('dashboard'))}
    >
      <Heading as="h2" size="lg" fontFamily="heading">
        Your details
      </Heading>
      <TextField label="Name" required {...form.field('name')} />
      <TextField label="Email" required helper="You log in with this address." {...form.field('email')} />
      {emailChanges && <PasswordField label="Current password" autoComplete="current-password" required {...form.field('currentPassword')} />}
    </FormCard>
  );
}
