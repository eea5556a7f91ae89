import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, Input, Portal, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { History } from 'lucide-react';
import { useNavigate } from 'react-router';
import { clearLogin } from '@/admin/lib/auth-storage';
import { describeError, fieldErrors } from '@/admin/lib/graphql-errors';
import { FormField } from '@/admin/ui/FormField';
import type { RestorePreviewQuery } from '@/gql/graphql';
import { useRestoreBackup, useRestorePreview } from './api/restore-backup';
import { backupDate, type BackupItem } from './backup-text';

const CONFIRMATION = 'RESTORE';
type Counts = RestorePreviewQuery['restorePreview']['inBackup'];
const ROWS: [keyof Omit<Counts, '__typename'>, string][] = [
  ['projects', 'Projects'],
  ['galleryImages', 'Gallery images'],
  ['services', 'Services'],
  ['photos', 'Photos'],
  ['enquiries', 'Enquiries'],
  ['users', 'Users'],
];

interface RestoreDialogProps {
  backup: BackupItem | null;
  onClose: () => void;
}

/**
 * Restore a kept backup: the server checks it completely and counts what it holds against the site
 * now; the person types RESTORE; the site as it is now is backed up first; then everyone logs in again.
 */
export function RestoreDialog({ backup, onClose }: RestoreDialogProps) {
  const navigate = useNavigate();
  const [loadPreview, preview] = useRestorePreview();
  const [restore, { loading: restoring }] = useRestoreBackup();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setTyped('');
    setFailure(null);
    if (backup) void loadPreview({ variables: { name: backup.name } });
  }, [backup, loadPreview]);

  const checked = preview.data?.restorePreview;
  // When the backup was made (as its contents say: an uploaded one is listed by the upload's time).
  const madeAt = checked?.createdAt ?? backup?.createdAt ?? '';
  const date = backup ? backupDate(madeAt) : '';

  const start = async () => {
    if (!backup) return;
    if (typed.trim().toUpperCase() !== CONFIRMATION) {
      setFailure(`Type ${CONFIRMATION} to confirm.`);
      return;
    }
    setFailure(null);
    try {
      const { data } = await restore({ variables: { name: backup.name, confirmation: typed } });
      if (!data) return;
      // Every session ended with the restore: log in again, with the passwords of the backup's time.
      clearLogin();
      navigate(`/login?restored=${encodeURIComponent(madeAt)}`, { replace: true });
    } catch (error) {
      setFailure(fieldErrors(error).confirmation ?? describeError(error, 'The backup was not restored: nothing was changed. Please try again.'));
    }
  };

  return (
    <Dialog.Root open={backup !== null} onOpenChange={(details) => !details.open && !restoring && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{`Restore the backup of ${date}?`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {preview.loading && <Skeleton height="40" borderRadius="lg" />}
                {preview.error && (
                  <Alert.Root status="error" borderRadius="lg" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{describeError(preview.error, 'This backup cannot be restored.')}</Alert.Title>
                  </Alert.Root>
                )}
                {checked && (
                  <>
                    <Text>Everything on the site is replaced by what the backup holds. The backup was checked: it is complete.</Text>
                    <Table.Root size="sm" variant="outline">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader />
                          <Table.ColumnHeader textAlign="end">On the site now</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">After the restore</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {ROWS.map(([key, label]) => (
                          <Table.Row key={key}>
                            <Table.Cell as="th" scope="row" fontWeight="medium">
                              {label}
                            </Table.Cell>
                            <Table.Cell textAlign="end">{checked.onSiteNow[key]}</Table.Cell>
                            <Table.Cell textAlign="end">{checked.inBackup[key]}</Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                    {checked.warnings.length > 0 && (
                      <Alert.Root status="warning" borderRadius="lg">
                        <Alert.Indicator />
                        <Alert.Title>{checked.warnings.join(' ')}</Alert.Title>
                      </Alert.Root>
                    )}
                    <Text fontSize="sm" color="gray.700">
                      The site as it is now is backed up first (listed as “Before a restore”), so this can be undone. The site shows “Back in a minute” while it
                      restores. Afterwards everyone logs in again, with the passwords of the backup’s time.
                    </Text>
                    <FormField label={`Type ${CONFIRMATION} to confirm`} error={failure ?? undefined}>
                      {(describedBy) => (
                        <Input
                          aria-describedby={describedBy}
                          name="confirmation"
                          autoComplete="off"
                          value={typed}
                          onChange={(event) => setTyped(event.target.value)}
                        />
                      )}
                    </FormField>
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems={{ base: 'stretch', sm: 'center' }}>
              <Button variant="outline" onClick={onClose} disabled={restoring}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={() => void start()} loading={restoring} loadingText="Restoring…" disabled={!checked}>
                <History /> Restore this backup
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
