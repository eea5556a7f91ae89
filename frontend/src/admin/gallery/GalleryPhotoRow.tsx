import { Box, Center, Flex, IconButton, Input, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Clock, ImageOff, X } from 'lucide-react';
import { FilePreview } from '@/admin/ui/FilePreview';
import { FormField } from '@/admin/ui/FormField';
import { PREPARING_PHOTO_TEXT } from '@/admin/ui/prepare-photo';
import { tamilLabel } from '@/admin/ui/tamil';
import { formatBytes } from '@/admin/ui/text';
import type { BatchPhoto } from './gallery-batch';

/** What a photo's status line says. */
export function photoStatusText(photo: BatchPhoto): string {
  switch (photo.status) {
    case 'preparing':
      return PREPARING_PHOTO_TEXT;
    case 'ready':
      return 'Ready to add';
    case 'waiting':
      return 'Waiting to upload…';
    case 'uploading': {
      const { progress } = photo;
      if (!progress || progress.total <= 0) return 'Uploading…';
      const percent = Math.min(100, Math.round((progress.loaded / progress.total) * 100));
      return percent >= 100 ? 'Processing…' : `Uploading… ${percent}%`;
    }
    case 'saved':
      return 'Saved';
    case 'refused':
      return photo.problem ?? `${photo.name}: refused`;
  }
}

function StatusIcon({ photo }: { photo: BatchPhoto }) {
  if (photo.status === 'preparing' || photo.status === 'uploading') return <Spinner size="xs" color="brand.500" />;
  if (photo.status === 'saved') return <CircleCheck size={14} color="var(--chakra-colors-green-600)" />;
  if (photo.status === 'refused') return <CircleAlert size={14} color="var(--chakra-colors-red-600)" />;
  return <Clock size={14} color="var(--chakra-colors-gray-500)" />;
}

interface GalleryPhotoRowProps {
  photo: BatchPhoto;
  onTitleChange: (title: string) => void;
  onTamilTitleChange: (tamilTitle: string) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** One chosen photo in the list: thumbnail, its own title, its status (announced politely), remove. */
export function GalleryPhotoRow({ photo, onTitleChange, onTamilTitleChange, onRemove, disabled }: GalleryPhotoRowProps) {
  const refused = photo.status === 'refused';
  const busy = photo.status === 'waiting' || photo.status === 'uploading';
  const percent = photo.progress && photo.progress.total > 0 ? Math.min(100, Math.round((photo.progress.loaded / photo.progress.total) * 100)) : 0;
  return (
    <Flex
      as="li"
      position="relative"
      gap="3"
      p="2.5"
      pe={{ base: '2.5', sm: '12' }}
      borderWidth="1px"
      borderRadius="lg"
      borderColor={refused ? 'red.300' : 'gray.200'}
      bg={refused ? 'red.50' : 'white'}
      align="flex-start"
      data-status={photo.status}
    >
      <Box flexShrink={0} w={{ base: '14', sm: '20' }} h={{ base: '14', sm: '20' }} borderRadius="md" overflow="hidden" bg="gray.100">
        {photo.file ? (
          <FilePreview file={photo.file} w="full" h="full" objectFit="cover" />
        ) : (
          <Center w="full" h="full" color="gray.400" aria-hidden>
            {photo.status === 'preparing' ? <Spinner size="sm" /> : <ImageOff size={22} />}
          </Center>
        )}
      </Box>
      <Stack gap="1.5" flex="1" minW="0">
        {photo.refusedInBrowser ? (
          <Text fontSize="sm" fontWeight="medium" truncate title={photo.name} pe={{ base: '8', sm: '0' }}>
            {photo.name}
          </Text>
        ) : (
          <>
            <FormField label="Title" error={photo.titleError} required>
              {(describedBy) => (
                <Input
                  size="sm"
                  bg="white"
                  aria-label={`Title for ${photo.name}`}
                  aria-describedby={describedBy}
                  value={photo.title}
                  placeholder="What does it show? e.g. Living room"
                  disabled={disabled || busy || photo.status === 'saved'}
                  onChange={(event) => onTitleChange(event.target.value)}
                />
              )}
            </FormField>
            <FormField label={tamilLabel('Title')}>
              {(describedBy) => (
                <Input
                  size="sm"
                  bg="white"
                  lang="ta"
                  aria-label={`Title in Tamil for ${photo.name}`}
                  aria-describedby={describedBy}
                  value={photo.tamilTitle}
                  disabled={disabled || busy || photo.status === 'saved'}
                  onChange={(event) => onTamilTitleChange(event.target.value)}
                />
              )}
            </FormField>
          </>
        )}
        {!photo.refusedInBrowser && (
          <Text fontSize="xs" color="fg.muted" truncate title={photo.name}>
            {photo.name}
            {photo.file ? ` · ${formatBytes(photo.file.size)}` : ''}
          </Text>
        )}
        <Flex role="status" gap="1.5" align="center" fontSize="sm" color={refused ? 'fg.error' : 'fg.muted'}>
          <Box flexShrink={0} aria-hidden>
            <StatusIcon photo={photo} />
          </Box>
          <Text>{photoStatusText(photo)}</Text>
        </Flex>
        {photo.status === 'uploading' && photo.progress && (
          <Progress.Root value={percent} max={100} size="xs" colorPalette="brand">
            <Progress.Track borderRadius="full" aria-label={`Upload progress of ${photo.name}`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Stack>
      {/* In the corner, over the short "Title" label: on a phone the title keeps the row's whole width. */}
      <IconButton
        aria-label={`Remove ${photo.name}`}
        size="sm"
        variant="ghost"
        colorPalette="red"
        position="absolute"
        top="1.5"
        right="1.5"
        disabled={disabled || busy}
        onClick={onRemove}
      >
        <X />
      </IconButton>
    </Flex>
  );
}
