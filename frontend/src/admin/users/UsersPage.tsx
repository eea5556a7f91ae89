import { RequirePermission } from '@/admin/auth/RequirePermission';

export function UsersPage() {
  return <RequirePermission permission="users">Users</RequirePermission>;
}
