import { useId, useRef, useState } from 'react';
import { Box, Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { RefreshCw, Trash2 } from 'lucide-react';
import { AdminImage, type ImageAssetLike } from './AdminImage';
import { DropZone } from './DropZone';
import { FilePreview } from './FilePreview';
import { FieldLabel } from './FieldLabel';
import { photoStep, preparePhoto, PREPARING_PHOTO_TEXT, takeAsIs, type PreparedPhoto } from './prepare-photo';
import { useReportPreparing } from './photo-preparation';
import { formatBytes } from './text';

export const KEEP_IMAGE_HINT = 'Leave empty to keep the current image';

interface ImagePickerProps {
  label: string;
  /** The chosen file, null when none. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** Validation or server message for this field. */
  error?: string;
  /** The stored image, on edit screens. */
  current?: { src?: string | null; asset?: ImageAssetLike | null } | null;
  required?: boolean;
  disabled?: boolean;
}

/** The chosen file: preview, name and size, remove. */
const chosenFileRow = {
  gap: '3',
  align: 'center',
  p: '2',
  mb: '2',
  borderWidth: '1px',
  borderRadius: 'lg',
  bg: 'white',
  direction: { base: 'column', sm: 'row' },
} as const;

/** One image: preview, remove, replace; prepared (HEIC converted, big photos shrunk) and checked before anything is sent. */
export function ImagePicker({ label, value: file, onChange: onFileChange, error, current, required, disabled }: ImagePickerProps) {
  const inputId = useId();
  const errorId = useId();
  const keepHintId = useId();
  const [rejection, setRejection] = useState<string | null>(null);
  const [preparing, setPreparing] = useState<string | null>(null);
  const latestChoice = useRef(0);
  useReportPreparing(preparing !== null);

  const take = ({ file: ready, problem }: PreparedPhoto) => {
    setPreparing(null);
    setRejection(problem ?? null);
    if (ready) onFileChange(ready);
  };

  const choose = (files: File[]) => {
    const candidate = files[0];
    if (!candidate) return;
    const choice = ++latestChoice.current;
    if (photoStep(candidate) === 'send') {
      take(takeAsIs(candidate));
      return;
    }
    setRejection(null);
    setPreparing(candidate.name);
    void preparePhoto(candidate).then((prepared) => {
      // Another file chosen meanwhile: that one wins.
      if (choice === latestChoice.current) take(prepared);
    });
  };

  const message = rejection ?? error;
  const hasCurrent = !!current && !!(current.asset?.url || current.src);
  const describedBy = [current ? keepHintId : null, message ? errorId : null].filter(Boolean).join(' ');

  return (
    <Box>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>

      {file && (
        <Flex {...chosenFileRow}>
          <FilePreview file={file} w={{ base: 'full', sm: '40' }} h={{ base: '48', sm: '28' }} objectFit="cover" borderRadius="md" bg="gray.100" />
          <Stack gap="1" flex="1" minW="0" w="full">
            <Text fontSize="sm" fontWeight="medium" truncate title={file.name}>
              {file.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatBytes(file.size)}
              {hasCurrent ? ' · replaces the current image' : ''}
            </Text>
            <HStack gap="2" pt="1">
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => onFileChange(null)}
                disabled={disabled}
                aria-label={`Remove image ${file.name}`}
              >
                <Trash2 /> Remove
              </Button>
              <Button size="xs" variant="ghost" disabled={disabled} onClick={() => document.getElementById(inputId)?.click()}>
                <RefreshCw /> Change
              </Button>
            </HStack>
          </Stack>
        </Flex>
      )}

      {preparing && (
        <Flex gap="3" align="center" p="3" mb="2" borderWidth="1px" borderRadius="lg" bg="white" role="status">
          <Spinner size="sm" color="brand.500" />
          <Text fontSize="sm" truncate title={preparing}>
            {PREPARING_PHOTO_TEXT}{' '}
            <Text as="span" color="fg.muted">
              {preparing}
            </Text>
          </Text>
        </Flex>
      )}

      {!file && hasCurrent && current && (
        <Flex gap="3" align="center" p="2" mb="2" borderWidth="1px" borderRadius="lg" bg="white">
          <AdminImage src={current.src} asset={current.asset} sizes="160px" alt="Current image" w="28" h="20" objectFit="cover" borderRadius="md" />
          <Text fontSize="sm" color="fg.muted">
            Current image
          </Text>
        </Flex>
      )}

      <Box display={file ? 'none' : 'block'}>
        <DropZone
          inputId={inputId}
          disabled={disabled}
          invalid={!!message}
          required={required}
          describedBy={describedBy || undefined}
          onFiles={choose}
          compact={hasCurrent}
        />
      </Box>
      {/* The hidden input must stay in the DOM for "Change"; DropZone is only hidden. */}

      {current && (
        <Text id={keepHintId} fontSize="xs" color="fg.muted" mt="1.5">
          {KEEP_IMAGE_HINT}
        </Text>
      )}
      {message && (
        <Text id={errorId} role={rejection ? 'alert' : undefined} fontSize="sm" color="fg.error" mt="1.5">
          {message}
        </Text>
      )}
    </Box>
  );
}
