import { Button, Flex, Progress, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { notifyError } from '@/admin/ui/toaster';
import { uploadBackupFile } from './api/upload-backup';
import { backupSize, type BackupItem } from './backup-text';

export const UPLOAD_FAILED = 'This file cannot be restored';

interface Uploading {
  file: File;
  sent: number;
  controller: AbortController;
}

/**
 * "Restore from a file…": a backup downloaded earlier is uploaded and checked by the server; once it
 * is, `onUploaded` opens the Restore dialog on it. `button` goes with the screen's actions, `progress`
 * (while a file is on its way) below them.
 */
export function useBackupUpload(onUploaded: (backup: BackupItem) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<Uploading | null>(null);

  const upload = async (file: File) => {
    const controller = new AbortController();
    setUploading({ file, sent: 0, controller });
    try {
      const backup = await uploadBackupFile(file, (sent) => setUploading((now) => now && { ...now, sent }), controller.signal);
      onUploaded(backup);
    } catch (caught) {
      if (!controller.signal.aborted) notifyError(UPLOAD_FAILED, (caught as Error).message);
    } finally {
      setUploading(null);
      if (input.current) input.current.value = '';
    }
  };

  const percent = uploading ? Math.floor((uploading.sent / uploading.file.size) * 100) : 0;
  const checking = uploading !== null && uploading.sent >= uploading.file.size;
  const button = (
    <>
      <input
        ref={input}
        type="file"
        accept=".gz,.tgz,application/gzip"
        hidden
        aria-label="Choose a backup file to restore"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        variant="outline"
        onClick={() => input.current?.click()}
        loading={uploading !== null}
        loadingText={checking ? 'Checking…' : `Uploading ${percent}%…`}
      >
        <Upload /> Restore from a file…
      </Button>
    </>
  );
  const progress = uploading && (
    <Flex role="status" direction="column" gap="2" bg="blue.50" borderRadius="lg" p="3" mb="5" maxW="3xl">
      <Text fontSize="sm" color="blue.900" wordBreak="break-all">
        {checking
          ? `Checking ${uploading.file.name}: every table and photo is read, as a restore would. This can take a minute.`
          : `Uploading ${uploading.file.name}: ${backupSize(uploading.sent)} of ${backupSize(uploading.file.size)}. Keep this page open.`}
      </Text>
      <Progress.Root value={checking ? null : percent} size="sm" colorPalette="blue" aria-label="Upload progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {!checking && (
        <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => uploading.controller.abort()}>
          Cancel the upload
        </Button>
      )}
    </Flex>
  );
  return { button, progress };
}
