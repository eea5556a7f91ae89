import { useState } from 'react';
import { Box, Button, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { DatabaseBackup } from 'lucide-react';
import { RequirePermission } from '@/admin/auth/RequirePermission';
import { describeError } from '@/admin/lib/graphql-errors';
import { AdminPageHeader } from '@/admin/ui/AdminPageHeader';
import { LoadMore } from '@/admin/ui/LoadMore';
import { EmptyState, ErrorState, LoadingState } from '@/admin/ui/StatusViews';
import { notifyError, notifySuccess } from '@/admin/ui/toaster';
import { useCreateBackup } from './api/create-backup';
import { useCreateBackupDownloadLink } from './api/create-download-link';
import { useAdminBackups } from './api/get-backups';
import { backupDate, backupSize, type BackupItem, scheduleText } from './backup-text';
import { BackupRow } from './BackupRow';
import { RestoreDialog } from './RestoreDialog';
import { useBackupUpload } from './UploadBackup';
import { startDownload } from './start-download';

export const BACKUP_FAILED = 'Could not make a backup';
export const DOWNLOAD_FAILED = 'Could not download the backup';

/** The admin's backups: what they are, make one now, download one, and how to restore one (admins only). */
export function BackupsPage() {
  return (
    <RequirePermission permission="backups">
      <BackupsScreen />
    </RequirePermission>
  );
}

function BackupsScreen() {
  const { data, loading, error, loadMore, refetch } = useAdminBackups();
  const createBackup = useCreateBackup();
  const createDownloadLink = useCreateBackupDownloadLink();
  const [making, setMaking] = useState(false);
  const [preparing, setPreparing] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<BackupItem | null>(null);
  const upload = useBackupUpload((backup) => {
    void refetch();
    setRestoring(backup);
  });
  const overview = data?.backups;
  const page = data?.backupPage;

  const makeNow = async () => {
    setMaking(true);
    try {
      const made = await createBackup();
      if (made) notifySuccess(`Backup made: ${backupDate(made.createdAt)} (${backupSize(made.bytes)})`);
    } catch (caught) {
      notifyError(BACKUP_FAILED, describeError(caught, 'Please try again in a few minutes.'));
    } finally {
      setMaking(false);
    }
  };

  const download = async (backup: BackupItem) => {
    setPreparing(backup.name);
    try {
      const link = await createDownloadLink(backup.name);
      if (link) startDownload(link);
    } catch (caught) {
      notifyError(DOWNLOAD_FAILED, describeError(caught, 'Please try again.'));
    } finally {
      setPreparing(null);
    }
  };

  let content;
  if (!page && loading) content = <LoadingState label="Loading backups…" />;
  else if (!page && error) content = <ErrorState message="Could not load the backups." />;
  else if (!page?.items.length) {
    const first = overview?.dailyTime ? `The first one is made at ${overview.dailyTime}, or` : 'To have one,';
    content = <EmptyState message={`No backups yet. ${first} make one now with the button above.`} />;
  } else {
    content = (
      <>
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Backups, newest first">
          {page.items.map((backup) => (
            <BackupRow
              key={backup.name}
              backup={backup}
              onDownload={() => void download(backup)}
              onRestore={() => setRestoring(backup)}
              preparing={preparing === backup.name}
            />
          ))}
        </Stack>
        <LoadMore shown={page.items.length} total={page.total} noun="backups" nextCursor={page.nextCursor} onLoadMore={loadMore} />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Backups"
        subtitle={page ? `${page.total} ${page.total === 1 ? 'backup' : 'backups'}` : undefined}
        actions={
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
            {upload.button}
            <Button colorPalette="brand" onClick={() => void makeNow()} loading={making} loadingText="Making a backup…">
              <DatabaseBackup /> Make a backup now
            </Button>
          </Flex>
        }
      />
      {upload.progress}
      {overview && (
        <Text color="gray.700" mb="2" maxW="3xl">
          {scheduleText(overview.dailyTime, overview.keep)}
        </Text>
      )}
      <Text color="fg.muted" fontSize="sm" mb="5" maxW="3xl">
        A backup holds the users&apos; passwords (scrambled) and every enquiry: keep downloaded copies somewhere private.
        {making && ' Making a backup can take a minute or two when there are many photos.'}
      </Text>
      {content}
      <RestoreDialog backup={restoring} onClose={() => setRestoring(null)} />
      <Box as="section" mt="8" p={{ base: '4', md: '5' }} bg="gray.50" borderRadius="xl" borderWidth="1px" borderColor="gray.200" maxW="3xl">
        <Heading as="h2" size="md" mb="2">
          Restoring a backup
        </Heading>
        <Text color="gray.700">
          “Restore…” on a backup shows what it holds, and replaces the site with it once you confirm; the site as it was is backed up first. To restore a backup
          you downloaded, use “Restore from a file…”: it is checked, listed as “Uploaded”, and restored the same way. When the admin cannot be opened, the
          server can restore one: stop the site and run <Code>npm run restore -- FILE</Code> (see the README).
        </Text>
        {overview && (
          <Text color="fg.muted" fontSize="sm" mt="2" wordBreak="break-all">
            On the server, the backups are in {overview.folder}
          </Text>
        )}
      </Box>
    </>
  );
}
