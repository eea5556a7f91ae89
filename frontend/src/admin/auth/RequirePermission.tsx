import { Button } from '@chakra-ui/react';
import { adminPath, type Permission, roleCan } from '@vriddhi/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { readUserInfo } from '@/admin/lib/auth-storage';
import { EmptyState } from '@/admin/ui/StatusViews';

/** What a page needs: shown only to roles that may open it (the server refuses the others anyway). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  if (roleCan(readUserInfo()?.role ?? '', permission)) return children;
  return (
    <EmptyState
      message="Only an admin can open this page."
      action={
        <Button asChild colorPalette="brand">
          <Link to={adminPath('dashboard')}>Back to the dashboard</Link>
        </Button>
      }
    />
  );
}
