import { check, newUserRules, type Role } from '@vriddhi/rules';
import { Heading, Text } from '@chakra-ui/react';
import { fieldErrors, isNetworkFailure, NETWORK_ERROR_MESSAGE, serverMessage } from '@/admin/lib/graphql-errors';
import { FormCard } from '@/admin/ui/FormCard';
import { TextField } from '@/admin/ui/TextField';
import { notifyError } from '@/admin/ui/toaster';
import { useAdminForm } from '@/admin/ui/use-admin-form';
import { useCreateUser } from './api/users';
import { RoleChoice } from './RoleChoice';
import type { ShownLink } from './SetPasswordLinkDialog';

interface NewUserValues {
  name: string;
  email: string;
  role: Role;
}

type NewUserErrors = Partial<Record<keyof NewUserValues, string>>;

/** Name, e-mail and role of a new user; once added, their set-password link is shown. */
export function AddUserForm({ onAdded, onCancel }: { onAdded: (shown: ShownLink) => void; onCancel: () => void }) {
  const [createUser] = useCreateUser();

  const validate = (values: NewUserValues): NewUserErrors => {
    const checked = check(newUserRules, values);
    return checked.ok ? {} : checked.errors;
  };

  const send = async (values: NewUserValues): Promise<NewUserErrors | void> => {
    try {
      const { data } = await createUser({ variables: { input: values } });
      if (!data) throw new Error('No answer');
      const { user, link, emailed } = data.createUser;
      onAdded({ name: user.name, email: user.email, link, emailed, isNewUser: true });
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) return fields;
      notifyError('User not added', isNetworkFailure(error) ? NETWORK_ERROR_MESSAGE : (serverMessage(error) ?? 'Please try again.'));
    }
  };

  const form = useAdminForm<NewUserValues, NewUserErrors>({ name: '', email: '', role: 'editor' }, validate, send);

  return (
    <FormCard label="Add user" onSubmit={form.submit} submitLabel="Add user" busyLabel="Adding user..." submitting={form.submitting} onCancel={onCancel}>
      <Heading as="h2" size="lg" fontFamily="heading">
        Add user
      </Heading>
      <Text color="fg.muted" fontSize="sm" mt="-4">
        They get a link to choose their own password.
      </Text>
      <TextField label="Name" required {...form.field('name')} />
      <TextField label="E-mail" required placeholder="name@example.com" {...form.field('email')} />
      <RoleChoice value={form.values.role} onChange={(role) => form.set('role', role)} error={form.errors.role} disabled={form.submitting} />
    </FormCard>
  );
}
