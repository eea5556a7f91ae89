import type { ReactNode } from 'react';
import { Box, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';

interface ListEditorProps<T> {
  /** What one entry is called: "phone number", "testimonial". */
  noun: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** A new, empty entry. */
  blank: () => T;
  max: number;
  /** The entry's fields; `path` is the entry's field path (`testimonials.2`). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A short name of the entry for the buttons' labels (a screen reader hears "Move up: Rajesh Kumar"). */
  describe: (item: T, index: number) => string;
  error?: string;
  disabled?: boolean;
  /** Whether entries have an order the site keeps (the buttons to move them). */
  ordered?: boolean;
}

function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A list of entries of a few fields each: add, remove, and move up or down (keyboard and screen-reader friendly). */
export function ListEditor<T>({ noun, items, onChange, blank, max, renderItem, describe, error, disabled, ordered = true }: ListEditorProps<T>) {
  return (
    <Stack gap="3">
      {items.map((item, index) => {
        const name = describe(item, index) || `${noun} ${index + 1}`;
        return (
          <Box key={index} as="fieldset" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={{ base: '3', md: '4' }} bg="gray.50">
            <Flex as="legend" srOnly>
              {`${noun} ${index + 1} of ${items.length}`}
            </Flex>
            <Stack gap="4">{renderItem(item, index)}</Stack>
            <Flex gap="2" mt="3" justify="flex-end" wrap="wrap">
              {ordered && (
                <>
                  <IconButton
                    aria-label={`Move up: ${name}`}
                    size="sm"
                    variant="outline"
                    disabled={disabled || index === 0}
                    onClick={() => onChange(moved(items, index, index - 1))}
                  >
                    <ArrowUp />
                  </IconButton>
                  <IconButton
                    aria-label={`Move down: ${name}`}
                    size="sm"
                    variant="outline"
                    disabled={disabled || index === items.length - 1}
                    onClick={() => onChange(moved(items, index, index + 1))}
                  >
                    <ArrowDown />
                  </IconButton>
                </>
              )}
              <Button
                aria-label={`Remove: ${name}`}
                size="sm"
                variant="outline"
                colorPalette="red"
                disabled={disabled}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <Trash2 /> Remove
              </Button>
            </Flex>
          </Box>
        );
      })}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <Button alignSelf="start" variant="outline" colorPalette="brand" disabled={disabled || items.length >= max} onClick={() => onChange([...items, blank()])}>
        <Plus /> Add {noun}
      </Button>
      {items.length >= max && (
        <Text fontSize="sm" color="fg.muted">
          At most {max} {noun}s.
        </Text>
      )}
    </Stack>
  );
}
