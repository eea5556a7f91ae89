import { useId, useState } from 'react';
import { Box, Button, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Check, Pencil, Plus, X } from 'lucide-react';
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
  /** The language of the points, when not the admin's English (`ta`). */
  lang?: string;
  /** The Add button's name for screen readers, when a form has two lists (English and Tamil). */
  addLabel?: string;
}

/** A list of short texts: type one, add it with Enter, the Add button or by leaving the field; edit, move or remove any. */
export function PointsEditor({ label, helper, placeholder, noun, value: points, onChange, error, required, disabled, lang, addLabel }: PointsEditorProps) {
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ index: number; text: string } | null>(null);
  const headingId = useId();

  const move = (index: number, by: -1 | 1) => {
    const next = [...points];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };

  /** Keeps the edited text (a blank one leaves the point as it was). */
  const finishEditing = () => {
    if (!editing) return;
    if (!isBlank(editing.text)) onChange(points.map((point, i) => (i === editing.index ? editing.text.trim() : point)));
    setEditing(null);
  };

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
              lang={lang}
            />
            <Button size="lg" variant="outline" colorPalette="brand" onClick={add} disabled={disabled} aria-label={addLabel}>
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
                {editing?.index === index ? (
                  <Input
                    size="sm"
                    flex="1"
                    autoFocus
                    aria-label={`Edit ${noun} ${index + 1}`}
                    lang={lang}
                    value={editing.text}
                    onChange={(event) => setEditing({ index, text: event.target.value })}
                    onBlur={finishEditing}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                        event.preventDefault();
                        finishEditing();
                      } else if (event.key === 'Escape') {
                        event.preventDefault();
                        setEditing(null);
                      }
                    }}
                  />
                ) : (
                  <Text flex="1" fontSize="sm" wordBreak="break-word" lang={lang}>
                    {text}
                  </Text>
                )}
                <Flex gap="0.5" flexShrink={0}>
                  <IconButton
                    aria-label={`Move ${noun} up: ${text}`}
                    size="xs"
                    variant="ghost"
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${noun} down: ${text}`}
                    size="xs"
                    variant="ghost"
                    disabled={disabled || index === points.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown />
                  </IconButton>
                  <IconButton aria-label={`Edit ${noun}: ${text}`} size="xs" variant="ghost" disabled={disabled} onClick={() => setEditing({ index, text })}>
                    <Pencil />
                  </IconButton>
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
              </Flex>
            ))}
          </Stack>
        </Box>
      )}
    </>
  );
}
