import type { ReactNode } from 'react';
import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, CircleAlert, Inbox } from 'lucide-react';

export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="16" role="status" flexDirection="column" gap="3">
      <Spinner size="lg" color="brand.600" borderWidth="3px" />
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
    </Center>
  );
}

interface ErrorStateProps {
  message: string;
  detail?: string;
  onBack?: () => void;
  backLabel?: string;
  action?: ReactNode;
}

export function ErrorState({ message, detail, onBack, backLabel = 'Go Back', action }: ErrorStateProps) {
  return (
    <Center py="12">
      <Stack align="center" textAlign="center" gap="3" maxW="md" p="6" bg="white" borderWidth="1px" borderColor="red.200" borderRadius="xl" shadow="sm">
        <Box color="red.500" aria-hidden>
          <CircleAlert size={36} />
        </Box>
        <Text role="alert" fontWeight="semibold" fontSize="lg" color="gray.800">
          {message}
        </Text>
        {detail && <Text color="fg.muted">{detail}</Text>}
        {onBack && (
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft /> {backLabel}
          </Button>
        )}
        {action}
      </Stack>
    </Center>
  );
}

export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Center py="14">
      <Stack align="center" textAlign="center" gap="3" color="fg.muted">
        <Inbox size={40} aria-hidden />
        <Text fontSize="lg">{message}</Text>
        {action}
      </Stack>
    </Center>
  );
}
