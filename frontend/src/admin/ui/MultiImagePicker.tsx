import { useId, useState } from 'react';
import { Box, Button, Flex, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Undo2, X } from 'lucide-react';
import { AdminImage, type ImageAssetLike } from './AdminImage';
import { DropZone } from './DropZone';
import { FilePreview } from './FilePreview';
import { FieldLabel } from './FieldLabel';
import { checkImageFile } from './image-files';
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
  /** How many new files may be added in total. */
  maxFiles?: number;
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

/** Several extra images: previews with per-image removal, existing ones removable (with undo). */
export function MultiImagePicker({
  label,
  value: files,
  onChange: onFilesChange,
  existing = [],
  removed = [],
  onRemovedChange,
  maxFiles,
  error,
  disabled,
}: MultiImagePickerProps) {
  const inputId = useId();
  const errorId = useId();
  const [rejections, setRejections] = useState<string[]>([]);

  const add = (chosen: File[]) => {
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = checkImageFile(file);
      if (problem) problems.push(`${file.name}: ${problem}`);
      else accepted.push(file);
    }
    let next = [...files, ...accepted];
    if (maxFiles !== undefined && next.length > maxFiles) {
      problems.push(`You can add at most ${maxFiles} images at once; the rest were left out.`);
      next = next.slice(0, maxFiles);
    }
    setRejections(problems);
    if (next.length !== files.length) onFilesChange(next);
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
        Optional. Add as many photos as you like.
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

      {files.length > 0 && (
        <SimpleGrid columns={{ base: 3, sm: 4, md: 5 }} gap="2" mb="3" aria-label="New images">
          {files.map((file, index) => (
            <NewImageThumb
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              disabled={disabled}
              onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
            />
          ))}
        </SimpleGrid>
      )}

      <DropZone
        inputId={inputId}
        multiple
        disabled={disabled}
        invalid={messages.length > 0}
        describedBy={messages.length ? errorId : undefined}
        onFiles={add}
        compact={files.length > 0 || existing.length > 0}
      />

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
