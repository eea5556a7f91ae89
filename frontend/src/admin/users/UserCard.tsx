import type { ReactNode } from 'react';
import { Badge, Box, Button, Flex, NativeSelect, Text, Wrap } from '@chakra-ui/react';
import { ROLE_LABELS, ROLES, isRole, type Role } from '@vriddhi/rules';
import { KeyRound, Trash2 } from 'lucide-react';
import type { AdminUsersQuery } from '@/gql/graphql';
import { DeletingOverlay } from '@/admin/ui/ItemActions';
import { signInStatus } from './sign-in-status';

export type UserItem = AdminUsersQuery['userPage']['items'][number];

interface UserCardProps {
  user: UserItem;
  /** The signed-in admin: they cannot change their own role or remove themselves. */
  isMe: boolean;
  onRoleChange: (role: Role) => void;
  changingRole: boolean;
  onNewLink: () => void;
  makingLink: boolean;
  onDelete: () => void;
  deleting: boolean;
  /** Shown under the user: a change that could not be saved, say. */
  notice?: ReactNode;
}

/** One user: name, e-mail, role and sign-ins, with their role, a new link and Remove. */
export function UserCard({ user, isMe, onRoleChange, changingRole, onNewLink, makingLink, onDelete, deleting, notice }: UserCardProps) {
  const role = isRole(user.role) ? user.role : null;
  const busy = changingRole || makingLink || deleting;
  return (
    <Box as="li" position="relative" bg="white" borderRadius="xl" borderWidth="1px" borderColor="gray.200" shadow="xs" p={{ base: '4', md: '5' }}>
      <Flex gap="3" justify="space-between" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Box minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="semibold" fontSize="lg" color="gray.900">
              {user.name}
            </Text>
            <Badge colorPalette={role === 'admin' ? 'brand' : 'gray'}>{role ? ROLE_LABELS[role].name : user.role}</Badge>
            {isMe && <Badge variant="outline">You</Badge>}
          </Flex>
          <Text color="gray.700" wordBreak="break-all">
            {user.email}
          </Text>
          <Text color="fg.muted" fontSize="sm" mt="1">
            {signInStatus(user)}
          </Text>
        </Box>
        {!isMe && (
          <Wrap gap="2" align="center">
            <NativeSelect.Root size="sm" width="auto" disabled={busy}>
              <NativeSelect.Field aria-label={`Role of ${user.name}`} value={user.role} onChange={(event) => onRoleChange(event.target.value as Role)}>
                {ROLES.map((option) => (
                  <option key={option} value={option}>
                    {ROLE_LABELS[option].name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" variant="outline" onClick={onNewLink} loading={makingLink} disabled={busy}>
              <KeyRound /> New set-password link
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} disabled={busy} aria-label={`Remove ${user.name}`}>
              <Trash2 /> Remove
            </Button>
          </Wrap>
        )}
      </Flex>
      {notice && <Box mt="4">{notice}</Box>}
      {deleting && <DeletingOverlay />}
    </Box>
  );
}
