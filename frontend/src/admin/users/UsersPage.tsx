import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import type { Role } from '@vriddhi/rules';
import { UserPlus } from 'lucide-react';
import { RequirePermission } from '@/admin/auth/RequirePermission';
import { readUserInfo } from '@/admin/lib/auth-storage';
import { describeError, isConflict } from '@/admin/lib/graphql-errors';
import { AdminPageHeader } from '@/admin/ui/AdminPageHeader';
import { ConfirmDeleteDialog } from '@/admin/ui/ConfirmDeleteDialog';
import { LoadMore } from '@/admin/ui/LoadMore';
import { EmptyState, ErrorState, LoadingState } from '@/admin/ui/StatusViews';
import { notifyError, notifySuccess } from '@/admin/ui/toaster';
import { useDeleteFlow } from '@/admin/ui/use-delete-flow';
import { AddUserForm } from './AddUserForm';
import { useAdminUsers, useCreateSetPasswordLink, useDeleteUser, useUpdateUserRole } from './api/users';
import { RoleConflictNotice, type RoleConflict } from './RoleConflictNotice';
import { SetPasswordLinkDialog, type ShownLink } from './SetPasswordLinkDialog';
import { UserCard, type UserItem } from './UserCard';

export function UsersPage() {
  return (
    <RequirePermission permission="users">
      <UsersScreen />
    </RequirePermission>
  );
}

/** "3 users, 1 admin": the admins are counted once all are shown (they come first, so once an editor is). */
function summary(users: readonly UserItem[], total: number): string {
  const all = `${total} ${total === 1 ? 'user' : 'users'}`;
  if (users.length < total && users.at(-1)?.role === 'admin') return all;
  const admins = users.filter((user) => user.role === 'admin').length;
  return `${all}, ${admins} ${admins === 1 ? 'admin' : 'admins'}`;
}

/** Every user of the admin: add one, change a role, make a new set-password link, remove. */
function UsersScreen() {
  const { page, loading, error, loadMore, refetch } = useAdminUsers();
  const [updateRole] = useUpdateUserRole();
  const [deleteUser] = useDeleteUser();
  const [createLink] = useCreateSetPasswordLink();
  const [adding, setAdding] = useState(false);
  const [shownLink, setShownLink] = useState<ShownLink | null>(null);
  const [busy, setBusy] = useState<{ id: string; what: 'role' | 'link' } | null>(null);
  const [roleConflict, setRoleConflict] = useState<RoleConflict | null>(null);
  const [reloading, setReloading] = useState(false);
  const myEmail = readUserInfo()?.email;

  const flow = useDeleteFlow<UserItem>({
    remove: async (user) => (await deleteUser({ variables: { id: user.id } })).data?.deleteUser === user.id,
    successMessage: 'User removed',
    failureMessage: (caught) => ({ title: 'User not removed', description: describeError(caught, 'Please try again.') }),
  });

  const changeRole = async (user: UserItem, role: Role) => {
    setBusy({ id: user.id, what: 'role' });
    try {
      await updateRole({ variables: { id: user.id, role, version: user.version } });
      setRoleConflict(null);
      notifySuccess(`${user.name} is now ${role === 'admin' ? 'an admin' : 'an editor'}`);
    } catch (caught) {
      if (isConflict(caught)) setRoleConflict({ userId: user.id, role, reloaded: false });
      else notifyError('Role not changed', describeError(caught, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const newLink = async (user: UserItem) => {
    setBusy({ id: user.id, what: 'link' });
    try {
      const { data: answer } = await createLink({ variables: { userId: user.id } });
      if (!answer) throw new Error('No answer');
      const { link, emailed } = answer.createSetPasswordLink;
      setShownLink({ name: user.name, email: user.email, link, emailed, isNewUser: false });
    } catch (caught) {
      notifyError('No new link was made', describeError(caught, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  /** After a refused role change: the users as they are now; the choice waits unless someone already made it. */
  const reloadUsers = async () => {
    setReloading(true);
    try {
      const { data: fresh } = await refetch();
      setRoleConflict((current) => {
        const now = fresh?.userPage.items.find((user) => user.id === current?.userId);
        return current && now && now.role !== current.role ? { ...current, reloaded: true } : null;
      });
    } catch (caught) {
      notifyError('Could not reload.', describeError(caught, 'Please try again.'));
    } finally {
      setReloading(false);
    }
  };

  let content;
  if (!page && loading) content = <LoadingState label="Loading users…" />;
  else if (!page && error) content = <ErrorState message="Could not load the users." />;
  else if (!page?.items.length) content = <EmptyState message="No users yet." />;
  else {
    content = (
      <>
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Users">
          {page.items.map((user) => (
            <UserCard
              key={user.id}
              user={user}
              isMe={user.email === myEmail}
              onRoleChange={(role) => void changeRole(user, role)}
              changingRole={busy?.id === user.id && busy.what === 'role'}
              onNewLink={() => void newLink(user)}
              makingLink={busy?.id === user.id && busy.what === 'link'}
              onDelete={() => flow.request(user)}
              deleting={flow.isDeleting(user.id)}
              notice={
                roleConflict?.userId === user.id && (
                  <RoleConflictNotice
                    user={user}
                    conflict={roleConflict}
                    onReload={() => void reloadUsers()}
                    reloading={reloading}
                    onSave={() => void changeRole(user, roleConflict.role)}
                    onDismiss={() => setRoleConflict(null)}
                  />
                )
              }
            />
          ))}
        </Stack>
        <LoadMore shown={page.items.length} total={page.total} noun="users" nextCursor={page.nextCursor} onLoadMore={loadMore} />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Users"
        subtitle={page ? summary(page.items, page.total) : undefined}
        actions={
          !adding && (
            <Button colorPalette="brand" onClick={() => setAdding(true)}>
              <UserPlus /> Add user
            </Button>
          )
        }
      />
      {adding && (
        <Stack mb="6">
          <AddUserForm
            onCancel={() => setAdding(false)}
            onAdded={(shown) => {
              setAdding(false);
              setShownLink(shown);
            }}
          />
        </Stack>
      )}
      {content}
      <SetPasswordLinkDialog shown={shownLink} onClose={() => setShownLink(null)} />
      <ConfirmDeleteDialog
        open={!!flow.pending}
        title="Remove user?"
        message={`${flow.pending?.name ?? ''} (${flow.pending?.email ?? ''}) will no longer be able to log in. This cannot be undone.`}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </>
  );
}
