import { Alert, Button, Flex } from '@chakra-ui/react';
import { ROLE_LABELS, type Role } from '@vriddhi/rules';
import { ConflictNotice } from '@/admin/ui/ConflictNotice';
import type { UserItem } from './UserCard';

/** A role change refused because someone else saved the user first, and the choice this admin made. */
export interface RoleConflict {
  userId: string;
  role: Role;
  /** The list was read again: the user as it is now is on screen, the choice waits to be made again. */
  reloaded: boolean;
}

interface RoleConflictNoticeProps {
  user: UserItem;
  conflict: RoleConflict;
  onReload: () => void;
  reloading: boolean;
  onSave: () => void;
  onDismiss: () => void;
}

/** First the conflict and a reload; once reloaded, the choice that was not saved, to make again or drop. */
export function RoleConflictNotice({ user, conflict, onReload, reloading, onSave, onDismiss }: RoleConflictNoticeProps) {
  if (!conflict.reloaded) return <ConflictNotice what="this user" onReload={onReload} reloading={reloading} />;
  const role = ROLE_LABELS[conflict.role].name.toLowerCase();
  return (
    <Alert.Root status="info" borderRadius="lg" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`Still make ${user.name} ${role === 'admin' ? 'an admin' : 'an editor'}?`}</Alert.Title>
        <Alert.Description>Their latest details are shown above. Your choice is not saved yet.</Alert.Description>
        <Flex gap="2" mt="3" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={onSave}>
            {`Make ${role === 'admin' ? 'an admin' : 'an editor'}`}
          </Button>
          <Button size="sm" variant="outline" onClick={onDismiss}>
            Keep it as it is
          </Button>
        </Flex>
      </Alert.Content>
    </Alert.Root>
  );
}
