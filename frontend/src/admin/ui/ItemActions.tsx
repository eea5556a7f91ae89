import { Center, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

interface ItemActionsProps {
  editTo: string;
  itemLabel: string;
  onDelete: () => void;
  deleting: boolean;
}

/** Edit and delete buttons over a card's image, always shown (the office missed them when they appeared only on hover). */
export function ItemActions({ editTo, itemLabel, onDelete, deleting }: ItemActionsProps) {
  return (
    <HStack position="absolute" top="2" right="2" gap="1.5" zIndex="1">
      <IconButton
        asChild
        aria-label={`Edit ${itemLabel}`}
        size="sm"
        variant="solid"
        colorPalette="gray"
        bg="white"
        color="gray.800"
        shadow="md"
        _hover={{ bg: 'gray.100' }}
      >
        <Link to={editTo}>
          <Pencil />
        </Link>
      </IconButton>
      <IconButton aria-label={`Delete ${itemLabel}`} size="sm" colorPalette="red" shadow="md" onClick={onDelete} loading={deleting} disabled={deleting}>
        <Trash2 />
      </IconButton>
    </HStack>
  );
}

/** Covers a card while its delete is in flight. */
export function DeletingOverlay() {
  return (
    <Center position="absolute" inset="0" bg="whiteAlpha.800" zIndex="2" flexDirection="column" gap="2" role="status">
      <Spinner color="red.600" />
      <Text fontSize="sm" fontWeight="medium" color="red.700">
        Deleting…
      </Text>
    </Center>
  );
}
