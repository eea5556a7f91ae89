import { useId, useRef, useState } from 'react';
import { Box, Button, Center, Flex, IconButton, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Undo2, X } from 'lucide-react';
import { AdminImage, type ImageAssetLike } from './AdminImage';
import { DropZone } from './DropZone';
import { FilePreview } from './FilePreview';
import { FieldLabel } from './FieldLabel';
import { photoStep, preparePhoto, PREPARING_PHOTO_TEXT, takeAsIs, type PreparedPhoto } from './prepare-photo';
import { useReportPreparing } from './photo-preparation';
import { formatBytes } from './text';

export interface ExistingImage {
  /** The stored path, sent back in removeImages. */
  path: string;
  asset?: ImageAssetLike | null;
}

interface MultiImagePickerProps {
  label: string;
  /** The new files chosen so far. */
  value: File[];
  onChange: (files: File[]) => void;
  /** Images already stored (edit screens). */
  existing?: ExistingImage[];
  removed?: string[];
  onRemovedChange?: (paths: string[]) => void;
  /** How many new files may be added in total; a counter shows how many are left. */
  maxFiles?: number;
  /** The line under the label. */
  hint?: string;
  error?: string;
  disabled?: boolean;
}

/** The red × in a thumbnail's corner. */
function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <IconButton
      aria-label={label}
      size="xs"
      rounded="full"
      position="absolute"
      top="1"
      right="1"
      colorPalette="red"
      variant="solid"
      disabled={disabled}
      onClick={onClick}
    >
      <X />
    </IconButton>
  );
}

function NewImageThumb({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled?: boolean }) {
  return (
    <Box position="relative" borderRadius="md" overflow="hidden" borderWidth="1px" bg="gray.100">
      <FilePreview file={file} w="full" aspectRatio={1} objectFit="cover" />
      <Text fontSize="2xs" px="1.5" py="0.5" bg="white" truncate title={file.name}>
        {formatBytes(file.size)} · {file.name}
      </Text>
      <RemoveButton label={`Remove ${file.name}`} onClick={onRemove} disabled={disabled} />
    </Box>
  );
}

/** A chosen file while prepare-photo.ts converts or shrinks it. */
function PreparingThumb({ name }: { name: string }) {
  return (
    <Box borderRadius="md" overflow="hidden" borderWidth="1px" bg="gray.50" role="status">
      <Center w="full" aspectRatio={1} flexDirection="column" gap="1.5" px="1" textAlign="center">
        <Spinner size="sm" color="brand.500" />
        <Text fontSize="2xs" color="fg.muted">
          {PREPARING_PHOTO_TEXT}
        </Text>
      </Center>
      <Text fontSize="2xs" px="1.5" py="0.5" bg="white" truncate title={name}>
        {name}
      </Text>
    </Box>
  );
}

/** `12 more photos can be added`. */
export function photosLeftText(left: number): string {
  if (left <= 0) return 'No more photos can be added';
  return `${left} more ${left === 1 ? 'photo' : 'photos'} can be added`;
}

/** Several extra images: previews with per-image removal, existing ones removable (with undo). */
export function MultiImagePicker({
  label,
  value: files,
  onChange: onFilesChange,
  existing = [],
  removed = [],
  onRemovedChange,
  maxFiles,
  hint = 'Optional. Add as many photos as you like.',
  error,
  disabled,
}: MultiImagePickerProps) {
  const inputId = useId();
  const errorId = useId();
  const [rejections, setRejections] = useState<string[]>([]);
  const [preparing, setPreparing] = useState<{ key: number; name: string }[]>([]);
  const nextKey = useRef(0);
  useReportPreparing(preparing.length > 0);
  // Files are prepared one after another, each added when ready: always to the latest list.
  const latestFiles = useRef(files);
  latestFiles.current = files;
  const left = maxFiles === undefined ? undefined : Math.max(0, maxFiles - files.length - preparing.length);

  const add = async (chosen: File[]) => {
    const problems: string[] = [];
    const taken = left === undefined ? chosen : chosen.slice(0, left);
    if (taken.length < chosen.length) problems.push(`${photosLeftText(left ?? 0)}, so ${chosen.length - taken.length} of the chosen photos were left out.`);
    const accept = (prepared: PreparedPhoto) => {
      if (prepared.file) latestFiles.current = [...latestFiles.current, prepared.file];
      else problems.push(prepared.problem);
    };

    // Ordinary photos are taken at once; HEIC and big ones wait their turn below.
    const queued = taken.filter((file) => photoStep(file) !== 'send').map((file) => ({ file, key: nextKey.current++ }));
    taken.filter((file) => photoStep(file) === 'send').forEach((file) => accept(takeAsIs(file)));
    setRejections([...problems]);
    if (latestFiles.current !== files) onFilesChange(latestFiles.current);
    if (queued.length === 0) return;

    setPreparing((current) => [...current, ...queued.map(({ file, key }) => ({ key, name: file.name }))]);
    // One at a time: shrinking a 50-megapixel photo takes a few hundred MB of memory for a moment.
    for (const { file, key } of queued) {
      const before = latestFiles.current;
      accept(await preparePhoto(file));
      setRejections([...problems]);
      if (latestFiles.current !== before) onFilesChange(latestFiles.current);
      setPreparing((current) => current.filter((entry) => entry.key !== key));
    }
  };

  const toggleExisting = (path: string) => {
    if (!onRemovedChange) return;
    onRemovedChange(removed.includes(path) ? removed.filter((p) => p !== path) : [...removed, path]);
  };

  const messages = [...rejections, ...(error ? [error] : [])];

  return (
    <Box>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {hint}
      </Text>

      {existing.length > 0 && (
        <Box mb="3">
          <Text fontSize="xs" fontWeight="medium" color="fg.muted" mb="1.5">
            Current images
          </Text>
          <SimpleGrid columns={{ base: 3, sm: 4, md: 5 }} gap="2">
            {existing.map((image, index) => {
              const isRemoved = removed.includes(image.path);
              return (
                <Box key={image.path} position="relative" borderRadius="md" overflow="hidden" borderWidth="1px" data-removed={isRemoved || undefined}>
                  <AdminImage
                    src={image.path}
                    asset={image.asset}
                    sizes="160px"
                    alt={`Current image ${index + 1}`}
                    w="full"
                    aspectRatio={1}
                    objectFit="cover"
                    opacity={isRemoved ? 0.35 : 1}
                    filter={isRemoved ? 'grayscale(1)' : undefined}
                  />
                  {isRemoved ? (
                    <Flex position="absolute" inset="0" align="center" justify="center" direction="column" gap="1">
                      <Text fontSize="xs" fontWeight="semibold" color="red.700">
                        Will be removed
                      </Text>
                      <Button
                        size="2xs"
                        variant="solid"
                        colorPalette="gray"
                        onClick={() => toggleExisting(image.path)}
                        disabled={disabled}
                        aria-label={`Keep current image ${index + 1}`}
                      >
                        <Undo2 /> Undo
                      </Button>
                    </Flex>
                  ) : (
                    <RemoveButton label={`Remove current image ${index + 1}`} onClick={() => toggleExisting(image.path)} disabled={disabled} />
                  )}
                </Box>
              );
            })}
          </SimpleGrid>
        </Box>
      )}

      {files.length + preparing.length > 0 && (
        <SimpleGrid columns={{ base: 3, sm: 4, md: 5 }} gap="2" mb="3" aria-label="New images">
          {files.map((file, index) => (
            <NewImageThumb
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              disabled={disabled}
              onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
            />
          ))}
          {preparing.map(({ key, name }) => (
            <PreparingThumb key={key} name={name} />
          ))}
        </SimpleGrid>
      )}

      <DropZone
        inputId={inputId}
        multiple
        disabled={disabled}
        invalid={messages.length > 0}
        describedBy={messages.length ? errorId : undefined}
        onFiles={(chosen) => void add(chosen)}
        compact={files.length > 0 || existing.length > 0}
      />

      {left !== undefined && (
        <Text fontSize="xs" color="fg.muted" mt="1.5" aria-live="polite">
          {photosLeftText(left)}
        </Text>
      )}

      {messages.length > 0 && (
        <Stack id={errorId} gap="0.5" mt="1.5" role={rejections.length ? 'alert' : undefined}>
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
