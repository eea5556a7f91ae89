import { useId, useState } from 'react';
import { Box, Button, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Check, Plus, X } from 'lucide-react';
import { FormField } from './FormField';
import { isBlank } from './text';

interface PointsEditorProps {
  label: string;
  helper?: string;
  placeholder: string;
  /** Singular noun for the count and the remove buttons: "point", "feature". */
  noun: string;
  value: string[];
  onChange: (points: string[]) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A list of short texts: type one, add it with Enter, the Add button or by leaving the field; remove any. */
export function PointsEditor({ label, helper, placeholder, noun, value: points, onChange, error, required, disabled }: PointsEditorProps) {
  const [draft, setDraft] = useState('');
  const headingId = useId();

  const add = () => {
    // A blank entry is not added.
    if (isBlank(draft)) return;
    onChange([...points, draft.trim()]);
    setDraft('');
  };

  return (
    <>
      <FormField label={label} error={error} helper={helper} required={required}>
        {(describedBy) => (
          <Flex gap="2" w="full">
            <Input
              aria-describedby={describedBy}
              size="lg"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              // Leaving the field keeps what was typed, so a point is not lost when Save is tapped before Add.
              onBlur={add}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  add();
                }
              }}
              placeholder={placeholder}
              enterKeyHint="enter"
              disabled={disabled}
            />
            <Button size="lg" variant="outline" colorPalette="brand" onClick={add} disabled={disabled}>
              <Plus /> Add
            </Button>
          </Flex>
        )}
      </FormField>

      {points.length > 0 && (
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="2" id={headingId}>
            {points.length} {noun}
            {points.length === 1 ? '' : 's'}
          </Text>
          <Stack as="ul" gap="2" listStyleType="none" aria-labelledby={headingId}>
            {points.map((text, index) => (
              <Flex
                as="li"
                key={`${index}-${text}`}
                align="center"
                gap="3"
                px="3"
                py="2"
                bg="gray.50"
                borderWidth="1px"
                borderColor="gray.200"
                borderRadius="md"
              >
                <Box color="teal.600" flexShrink={0} aria-hidden>
                  <Check size={16} />
                </Box>
                <Text flex="1" fontSize="sm" wordBreak="break-word">
                  {text}
                </Text>
                <IconButton
                  aria-label={`Remove ${noun}: ${text}`}
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  disabled={disabled}
                  onClick={() => onChange(points.filter((_, i) => i !== index))}
                >
                  <X />
                </IconButton>
              </Flex>
            ))}
          </Stack>
        </Box>
      )}
    </>
  );
}
