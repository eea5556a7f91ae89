import { Box, Fieldset, Stack, Text, chakra } from '@chakra-ui/react';
import { ROLE_LABELS, ROLES, type Role } from '@vriddhi/rules';

interface RoleChoiceProps {
  value: string;
  onChange: (role: Role) => void;
  error?: string;
  disabled?: boolean;
}

/** The roles as radio cards: each one's name and what it may do. */
export function RoleChoice({ value, onChange, error, disabled }: RoleChoiceProps) {
  return (
    <Fieldset.Root invalid={!!error} disabled={disabled}>
      <Fieldset.Legend fontWeight="medium">Role</Fieldset.Legend>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="2">
        {ROLES.map((role) => (
          <chakra.label
            key={role}
            flex="1"
            display="flex"
            gap="3"
            alignItems="flex-start"
            p="3"
            borderWidth="1px"
            borderRadius="lg"
            cursor="pointer"
            borderColor={value === role ? 'brand.500' : 'gray.200'}
            bg={value === role ? 'brand.50' : 'white'}
          >
            <input
              type="radio"
              name="role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              disabled={disabled}
              style={{ marginTop: '4px' }}
            />
            <Box>
              <Text fontWeight="semibold">{ROLE_LABELS[role].name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {ROLE_LABELS[role].description}
              </Text>
            </Box>
          </chakra.label>
        ))}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
