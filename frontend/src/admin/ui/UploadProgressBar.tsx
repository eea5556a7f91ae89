import { Box, Progress, Text } from '@chakra-ui/react';
import type { UploadProgress } from '@/admin/lib/upload-fetch';
import { formatBytes } from './text';

/** Bytes sent so far while a form uploads its images; then "Processing images…" until the answer. */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  if (!progress || progress.total <= 0) return null;
  const percent = Math.min(100, Math.round((progress.loaded / progress.total) * 100));
  const sent = percent >= 100;
  const label = sent ? 'Processing images…' : `Uploading… ${percent}%`;
  return (
    <Box aria-live="polite">
      <Progress.Root value={percent} max={100} size="sm" colorPalette="brand">
        <Progress.Track borderRadius="full" aria-label="Upload progress">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {label}
        {!sent && ` (${formatBytes(progress.loaded)} of ${formatBytes(progress.total)})`}
      </Text>
    </Box>
  );
}
