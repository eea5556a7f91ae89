import { Badge, Box, Button, Flex, Heading, Image, Input, Stack, Text } from '@chakra-ui/react';
import { PHOTO_ALT_MAX, PHOTO_CAPTION_MAX } from '@vriddhi/rules';
import { Star } from 'lucide-react';
import { FormField } from '@/admin/ui/FormField';
import { tamilLabel } from '@/admin/ui/tamil';
import { SortableList } from '@/admin/ui/SortableList';
import { useObjectUrl } from '@/admin/ui/use-object-url';
import { emptyPhotoNote, photoKey, type PhotoNote, type PhotoNotes } from './new-photos';

interface NewPhotosArrangerProps {
  /** The chosen photos in their order: the first is the cover. */
  photos: File[];
  notes: PhotoNotes;
  onReorder: (photos: File[]) => void;
  onNotesChange: (notes: PhotoNotes) => void;
  disabled?: boolean;
}

/**
 * The new project's photos in one place: their order (the first is the cover), a cover chosen with
 * one tap, and the words for each, so a project goes on the site complete with one Save.
 */
export function NewPhotosArranger({ photos, notes, onReorder, onNotesChange, disabled }: NewPhotosArrangerProps) {
  if (photos.length === 0) return null;
  const byKey = new Map(photos.map((photo) => [photoKey(photo), photo]));
  const note = (photo: File) => notes[photoKey(photo)] ?? emptyPhotoNote;
  const setNote = (photo: File, change: Partial<PhotoNote>) => onNotesChange({ ...notes, [photoKey(photo)]: { ...note(photo), ...change } });
  const makeCover = (photo: File) => onReorder([photo, ...photos.filter((other) => other !== photo)]);

  return (
    <Box as="section" aria-labelledby="new-photos-heading" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p={{ base: '3', md: '5' }} bg="gray.50">
      <Heading as="h2" id="new-photos-heading" size="md" mb="1">
        Order and describe the photos
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        The first photo is the cover: it shows on the project&apos;s card and at the top of its page. Drag a photo by its handle to move it, or choose
        &ldquo;Make cover&rdquo;. The words you write are read aloud to people who can&apos;t see the photos, and help search engines.
      </Text>
      <SortableList
        items={photos}
        idOf={photoKey}
        nameOf={(photo) => `Photo ${photos.indexOf(photo) + 1}`}
        onReorder={(keys) => onReorder(keys.map((key) => byKey.get(key)!))}
        disabled={disabled}
        renderList={(items) => (
          <Stack as="ol" listStyleType="none" gap="3" aria-label="New photos, the cover first">
            {items}
          </Stack>
        )}
        renderItem={(photo, handle, index) => (
          <NewPhotoRow
            photo={photo}
            index={index}
            handle={handle}
            note={note(photo)}
            onNote={(change) => setNote(photo, change)}
            onMakeCover={index === 0 ? undefined : () => makeCover(photo)}
            disabled={disabled}
          />
        )}
      />
    </Box>
  );
}

interface NewPhotoRowProps {
  photo: File;
  index: number;
  handle: React.ReactNode;
  note: PhotoNote;
  onNote: (change: Partial<PhotoNote>) => void;
  /** Absent for the cover. */
  onMakeCover?: () => void;
  disabled?: boolean;
}

function NewPhotoRow({ photo, index, handle, note, onNote, onMakeCover, disabled }: NewPhotoRowProps) {
  const url = useObjectUrl(photo);
  const name = `Photo ${index + 1}`;
  return (
    <Flex gap="3" align="flex-start" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p="3" direction={{ base: 'column', sm: 'row' }}>
      <Flex gap="2" align="center" flexShrink={0}>
        {handle}
        <Box position="relative">
          {url && <Image src={url} alt="" width="28" height="20" objectFit="cover" borderRadius="md" />}
          {index === 0 && (
            <Badge position="absolute" top="1" left="1" colorPalette="green" variant="solid" size="sm">
              <Star size={12} aria-hidden /> Cover
            </Badge>
          )}
        </Box>
      </Flex>
      <Stack gap="3" flex="1" minW="0" w="full">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Text fontWeight="semibold" fontSize="sm">
            {name}
            {index === 0 ? ' (cover)' : ''}
          </Text>
          {onMakeCover && (
            <Button size="sm" variant="outline" onClick={onMakeCover} disabled={disabled} aria-label={`Make photo ${index + 1} the cover`}>
              <Star aria-hidden /> Make cover
            </Button>
          )}
        </Flex>
        <FormField
          label={`${name}: describe it for people who can't see it`}
          helper={index === 0 ? 'Optional: e.g. “The finished house from the street, with its red gate”.' : undefined}
        >
          {(describedBy) => (
            <Input
              aria-describedby={describedBy}
              value={note.alt}
              maxLength={PHOTO_ALT_MAX}
              disabled={disabled}
              onChange={(event) => onNote({ alt: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={`${name}: ${tamilLabel('describe it')}`}>
          {(describedBy) => (
            <Input
              aria-describedby={describedBy}
              lang="ta"
              value={note.taAlt}
              maxLength={PHOTO_ALT_MAX}
              disabled={disabled}
              onChange={(event) => onNote({ taAlt: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={`${name}: caption`} helper={index === 0 ? 'Optional: shown under the photo when a visitor opens it.' : undefined}>
          {(describedBy) => (
            <Input
              aria-describedby={describedBy}
              value={note.caption}
              maxLength={PHOTO_CAPTION_MAX}
              disabled={disabled}
              onChange={(event) => onNote({ caption: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={`${name}: ${tamilLabel('caption')}`}>
          {(describedBy) => (
            <Input
              aria-describedby={describedBy}
              lang="ta"
              value={note.taCaption}
              maxLength={PHOTO_CAPTION_MAX}
              disabled={disabled}
              onChange={(event) => onNote({ taCaption: event.target.value })}
            />
          )}
        </FormField>
      </Stack>
    </Flex>
  );
}
