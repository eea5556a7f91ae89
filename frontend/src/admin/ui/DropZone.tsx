import { useId, useRef, useState, type DragEvent } from 'react';
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { ImageUp } from 'lucide-react';

interface DropZoneProps {
  /** Id of the hidden file input, so a <label htmlFor> names it. */
  inputId: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the texts that describe the input (hints, errors). */
  describedBy?: string;
  required?: boolean;
  onFiles: (files: File[]) => void;
  compact?: boolean;
}

/**
 * The image picker's target: click, keyboard (the real input is focusable, visually hidden) or
 * drag and drop. Only images are offered by the system picker (accept="image/*", and HEIC by name: Windows and
 * Android often give it no image type; prepare-photo.ts converts it).
 */
export function DropZone({ inputId, multiple, disabled, invalid, describedBy, required, onFiles, compact }: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [focused, setFocused] = useState(false);
  const hintId = useId();

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  const active = dragging || focused;

  return (
    <Box>
      <chakra.input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*,.heic,.heif"
        multiple={multiple}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        srOnly
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(event) => {
          take(event.currentTarget.files);
          // Allow choosing the same file again after removing it.
          event.currentTarget.value = '';
        }}
      />
      <Stack
        data-testid="dropzone"
        align="center"
        justify="center"
        textAlign="center"
        gap="1"
        px="4"
        py={compact ? '4' : '7'}
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="lg"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        opacity={disabled ? 0.6 : 1}
        transition="background 0.15s, border-color 0.15s"
        borderColor={invalid ? 'red.400' : active ? 'brand.500' : 'gray.300'}
        bg={dragging ? 'brand.50' : 'gray.50'}
        outline={focused ? '2px solid' : undefined}
        outlineColor="brand.500"
        outlineOffset="2px"
        _hover={disabled ? undefined : { borderColor: 'brand.400', bg: 'brand.50' }}
        onClick={() => !disabled && inputRef.current?.click()}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Box color={dragging ? 'brand.600' : 'gray.500'} aria-hidden>
          <ImageUp size={compact ? 24 : 32} />
        </Box>
        <Box id={hintId}>
          <Text fontWeight="medium" color="gray.700" fontSize="sm">
            Click to upload or drag and drop
          </Text>
          <Text fontSize="xs" color="gray.500">
            {/* A fixed text, not built from the limit (the limit itself is UPLOAD_LIMITS in @vriddhi/rules). */}
            PNG, JPG, GIF up to 10MB
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}
