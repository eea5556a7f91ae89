import { adminPath } from '@vriddhi/rules';
import { Button } from '@chakra-ui/react';
import { Link } from 'react-router';
import { EmptyState } from './ui/StatusViews';

export function AdminNotFoundPage() {
  return (
    <EmptyState
      message="This admin page does not exist."
      action={
        <Button asChild colorPalette="brand">
          <Link to={adminPath('dashboard')}>Back to the dashboard</Link>
        </Button>
      }
    />
  );
}
