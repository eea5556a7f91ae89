import { useId } from 'react';
import { Box, Button, Flex, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { DropZone } from '@/admin/ui/DropZone';
import { FieldLabel } from '@/admin/ui/FieldLabel';
import { FilePreview } from '@/admin/ui/FilePreview';
import { useReportPreparing } from '@/admin/ui/photo-preparation';
import { PREPARING_PHOTO_TEXT } from '@/admin/ui/prepare-photo';
import { formatBytes } from '@/admin/ui/text';
import { MAX_PHOTOS_AT_ONCE, type BatchPhoto } from './gallery-batch';
import { GalleryPhotoRow } from './GalleryPhotoRow';

interface GalleryPhotosFieldProps {
  photos: BatchPhoto[];
  /** Several photos: each in the list with its own title; otherwise the one photo as the single-image picker shows it. */
  listMode: boolean;
  onFiles: (files: File[]) => void;
  onRemove: (key: number) => void;
  onTitleChange: (key: number, title: string) => void;
  onTamilTitleChange: (key: number, tamilTitle: string) => void;
  /** Validation message for the photos ('Gallery image is required'). */
  error?: string;
  /** Too many photos chosen. */
  notice?: string | null;
  disabled?: boolean;
}

/** The one photo of the single-image form: preview, name and size, remove. */
function SinglePhoto({ photo, onRemove, disabled }: { photo: BatchPhoto; onRemove: () => void; disabled?: boolean }) {
  if (!photo.file) {
    return (
      <Flex gap="3" align="center" p="3" mb="2" borderWidth="1px" borderRadius="lg" bg="white" role="status">
        <Spinner size="sm" color="brand.500" />
        <Text fontSize="sm" truncate title={photo.name}>
          {PREPARING_PHOTO_TEXT}{' '}
          <Text as="span" color="fg.muted">
            {photo.name}
          </Text>
        </Text>
      </Flex>
    );
  }
  return (
    <Flex gap="3" align="center" p="2" mb="2" borderWidth="1px" borderRadius="lg" bg="white" direction={{ base: 'column', sm: 'row' }}>
      <FilePreview file={photo.file} w={{ base: 'full', sm: '40' }} h={{ base: '48', sm: '28' }} objectFit="cover" borderRadius="md" bg="gray.100" />
      <Stack gap="1" flex="1" minW="0" w="full">
        <Text fontSize="sm" fontWeight="medium" truncate title={photo.name}>
          {photo.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatBytes(photo.file.size)}
        </Text>
        <Box pt="1">
          <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove} disabled={disabled} aria-label={`Remove image ${photo.name}`}>
            <Trash2 /> Remove
          </Button>
        </Box>
      </Stack>
    </Flex>
  );
}

/**
 * The photos of Add Gallery: one photo looks as the single-image picker always did; drop or pick
 * several and each is listed with its own title and status, up to MAX_PHOTOS_AT_ONCE.
 */
export function GalleryPhotosField({
  photos,
  listMode,
  onFiles,
  onRemove,
  onTitleChange,
  onTamilTitleChange,
  error,
  notice,
  disabled,
}: GalleryPhotosFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  useReportPreparing(photos.some((photo) => photo.status === 'preparing'));

  const single = listMode ? undefined : photos[0];
  const singleRefusal = single?.refusedInBrowser ? single.problem : null;
  const messages = [singleRefusal, notice, error].filter((message): message is string => !!message);
  const alert = !!singleRefusal || !!notice;

  return (
    <Box>
      <FieldLabel htmlFor={inputId} required>
        Gallery Image
      </FieldLabel>
      <Text id={hintId} fontSize="xs" color="fg.muted" mb="2">
        {`Choose one photo, or up to ${MAX_PHOTOS_AT_ONCE} at once: each becomes its own gallery image.`}
      </Text>

      {single && !single.refusedInBrowser && <SinglePhoto photo={single} onRemove={() => onRemove(single.key)} disabled={disabled} />}

      {listMode && photos.length > 0 && (
        <>
          <Text fontSize="sm" fontWeight="medium" mb="2">
            {photos.length} {photos.length === 1 ? 'photo' : 'photos'} chosen
          </Text>
          <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2" mb="3" aria-label="Chosen photos">
            {photos.map((photo) => (
              <GalleryPhotoRow
                key={photo.key}
                photo={photo}
                disabled={disabled}
                onTitleChange={(title) => onTitleChange(photo.key, title)}
                onTamilTitleChange={(tamilTitle) => onTamilTitleChange(photo.key, tamilTitle)}
                onRemove={() => onRemove(photo.key)}
              />
            ))}
          </chakra.ul>
        </>
      )}

      <DropZone
        inputId={inputId}
        multiple
        disabled={disabled}
        invalid={messages.length > 0}
        required={photos.length === 0}
        describedBy={[hintId, messages.length ? errorId : null].filter(Boolean).join(' ')}
        onFiles={onFiles}
        compact={listMode || (!!single && !single.refusedInBrowser)}
      />

      {messages.length > 0 && (
        <Stack id={errorId} gap="0.5" mt="1.5" role={alert ? 'alert' : undefined}>
          {messages.map((message) => (
            <Text key={message} fontSize="sm" color="fg.error">
              {message}
            </Text>
          ))}
        </Stack>
      )}
    </Box>
  );
}
