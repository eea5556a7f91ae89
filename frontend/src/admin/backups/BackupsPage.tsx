import { RequirePermission } from '@/admin/auth/RequirePermission';

export function BackupsPage() {
  return <RequirePermission permission="backups">Backups</RequirePermission>;
}
