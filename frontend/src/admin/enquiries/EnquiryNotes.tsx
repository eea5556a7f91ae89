import { useState } from 'react';
import { Alert, Box, Button, Field, Flex, Text, Textarea } from '@chakra-ui/react';
import { ENQUIRY_NOTES_MAX } from '@vriddhi/rules';
import { NotebookPen } from 'lucide-react';
import { describeError, fieldErrors, isConflict } from '@/admin/lib/graphql-errors';
import { notifySuccess } from '@/admin/ui/toaster';
import { useUpdateEnquiryNotes } from './api/update-enquiry-notes';

const count = new Intl.NumberFormat('en-IN');
/** From here on the field says how many characters are left. */
const SHOW_COUNT_FROM = ENQUIRY_NOTES_MAX - 200;
export const NOTES_TOO_LONG = `Notes must be at most ${count.format(ENQUIRY_NOTES_MAX)} characters`;

interface EnquiryNotesProps {
  enquiry: { id: string; name: string; notes: string; notesVersion: number };
  /** Reads the enquiries again (after someone else saved a note meanwhile). */
  onReload: () => Promise<unknown>;
}

/**
 * The staff's private note on an enquiry, saved with the version it was started from: when someone
 * else saved one meanwhile, the save is refused, the text typed here stays, and their note is shown
 * beside it to combine before saving again.
 */
export function EnquiryNotes({ enquiry, onReload }: EnquiryNotesProps) {
  const save = useUpdateEnquiryNotes();
  const [base, setBase] = useState({ notes: enquiry.notes, version: enquiry.notesVersion });
  const [draft, setDraft] = useState(enquiry.notes);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<'refused' | 'reloading' | null>(null);
  const [theirs, setTheirs] = useState<string | null>(null);
  // An enquiry without a note shows only a button to add one: a long list stays easy to read.
  const [opened, setOpened] = useState(false);

  // A newer note read from the server: taken in when nothing is typed here, else shown beside the text after a refusal.
  if (enquiry.notesVersion !== base.version && !saving) {
    if (conflict) {
      setTheirs(enquiry.notes);
      setConflict(null);
      setBase({ notes: enquiry.notes, version: enquiry.notesVersion });
    } else if (draft === base.notes) {
      setDraft(enquiry.notes);
      setBase({ notes: enquiry.notes, version: enquiry.notesVersion });
    }
  }

  const length = Array.from(draft.trim()).length;
  const tooLong = length > ENQUIRY_NOTES_MAX;
  const changed = draft.trim() !== base.notes;

  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      const result = await save(enquiry.id, draft, base.version);
      const saved = result.data?.updateEnquiryNotes;
      if (saved) {
        setBase({ notes: saved.notes, version: saved.notesVersion });
        setDraft(saved.notes);
        setTheirs(null);
        notifySuccess(saved.notes ? 'Note saved' : 'Note removed');
      }
    } catch (caught) {
      if (isConflict(caught)) setConflict('refused');
      else setError(fieldErrors(caught).notes ?? describeError(caught, 'The note could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  const loadTheirs = async () => {
    setConflict('reloading');
    try {
      await onReload();
    } catch {
      setConflict('refused');
    }
  };

  const fieldId = `notes-${enquiry.id}`;
  if (!opened && base.notes === '' && draft === '' && !conflict && theirs === null) {
    return (
      <Button
        mt="3"
        size="sm"
        variant="ghost"
        colorPalette="yellow"
        onClick={() => setOpened(true)}
        aria-label={`Add a private note on ${enquiry.name}'s enquiry`}
      >
        <NotebookPen /> Add a private note
      </Button>
    );
  }
  return (
    <Box mt="4" p={{ base: '3', md: '4' }} bg="yellow.50" borderRadius="lg" borderWidth="1px" borderColor="yellow.200">
      <Field.Root invalid={tooLong || !!error}>
        <Field.Label htmlFor={fieldId} display="flex" alignItems="center" gap="1.5" fontWeight="semibold" color="gray.800">
          <NotebookPen size={16} aria-hidden /> {`Private note on ${enquiry.name}'s enquiry`}
        </Field.Label>
        <Text fontSize="xs" color="fg.muted" mb="1">
          Only the office sees this, never the visitor.
        </Text>
        <Textarea
          id={fieldId}
          // Opened with the button: ready to type.
          autoFocus={opened && base.notes === ''}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          rows={2}
          autoresize
          bg="white"
          placeholder="For example: called back on Monday, wants a site visit"
        />
        {(length >= SHOW_COUNT_FROM || tooLong) && (
          <Text fontSize="xs" color={tooLong ? 'red.600' : 'fg.muted'} mt="1" aria-live="polite">
            {`${count.format(length)} of ${count.format(ENQUIRY_NOTES_MAX)} characters`}
          </Text>
        )}
        {(tooLong || error) && <Field.ErrorText>{tooLong ? NOTES_TOO_LONG : error}</Field.ErrorText>}
      </Field.Root>
      {conflict && (
        <Alert.Root status="warning" mt="3" borderRadius="lg" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Someone else saved a note on this enquiry a moment ago</Alert.Title>
            <Alert.Description>Your text is not saved yet and stays here. Look at their note, then save again.</Alert.Description>
            <Button mt="2" size="sm" alignSelf="flex-start" colorPalette="orange" onClick={() => void loadTheirs()} loading={conflict === 'reloading'}>
              Show their note
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
      {theirs !== null && (
        <Box mt="3" p="3" bg="white" borderRadius="md" borderWidth="1px" borderColor="orange.200" fontSize="sm">
          <Text fontWeight="semibold" color="gray.700">
            The note saved by someone else (yours above replaces it when you save):
          </Text>
          <Text whiteSpace="pre-wrap" wordBreak="break-word" mt="1">
            {theirs || '(empty)'}
          </Text>
        </Box>
      )}
      <Flex mt="2" gap="2" justify="flex-end">
        {changed && !saving && (
          <Button size="sm" variant="ghost" onClick={() => setDraft(base.notes)}>
            Undo changes
          </Button>
        )}
        <Button size="sm" colorPalette="brand" onClick={() => void submit()} disabled={!changed || tooLong} loading={saving} loadingText="Saving…">
          Save note
        </Button>
      </Flex>
    </Box>
  );
}
