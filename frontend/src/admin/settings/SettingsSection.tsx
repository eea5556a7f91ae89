import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

interface SettingsSectionProps {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** One white card of the Settings screen, with its heading; the section list at the top links to it. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="gray.200"
      shadow="sm"
      p={{ base: '4', md: '8' }}
      scrollMarginTop="24"
    >
      <Heading as="h2" id={`${id}-title`} size="lg" fontFamily="heading" color="gray.900">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mt="1" mb="6">
        {description}
      </Text>
      <Stack gap="5">{children}</Stack>
    </Box>
  );
}

/** A titled group inside a section (the phones, the team). */
export function SettingsGroup({ title, helper, children }: { title: string; helper?: string; children: ReactNode }) {
  return (
    <Box as="fieldset">
      <Heading as="legend" size="md" color="gray.800" mb={helper ? '1' : '3'}>
        {title}
      </Heading>
      {helper && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {helper}
        </Text>
      )}
      {children}
    </Box>
  );
}
