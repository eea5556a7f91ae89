import { useState } from 'react';
import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { roleCan, TRASH_DAYS } from '@vriddhi/rules';
import { Trash2, Undo2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { readUserInfo } from '@/admin/lib/auth-storage';
import { describeError } from '@/admin/lib/graphql-errors';
import { AdminImage } from '@/admin/ui/AdminImage';
import { AdminPageHeader } from '@/admin/ui/AdminPageHeader';
import { ConfirmDeleteDialog } from '@/admin/ui/ConfirmDeleteDialog';
import { EmptyState, ErrorState, LoadingState } from '@/admin/ui/StatusViews';
import { timeAgo } from '@/admin/ui/time-ago';
import { adminToaster, notifyError, notifySuccess } from '@/admin/ui/toaster';
import { useDeleteFromTrash, useEmptyTrash, useRestoreFromTrash, useTrash } from './api/trash';
import { TRASH_KIND_TEXT, trashedText } from './trash-text';
import type { AdminTrashQuery } from '@/gql/graphql';

type Entry = AdminTrashQuery['trash'][number];

/** What was deleted in the last TRASH_DAYS: put back, or (admins) deleted for good. */
export function TrashPage() {
  const { data, loading, error } = useTrash();
  const restore = useRestoreFromTrash();
  const deleteForGood = useDeleteFromTrash();
  const emptyTrash = useEmptyTrash();
  const navigate = useNavigate();
  const canPurge = roleCan(readUserInfo()?.role ?? '', 'purge');
  const [busy, setBusy] = useState<string | null>(null);
  const [purging, setPurging] = useState<Entry | null>(null);
  const [emptying, setEmptying] = useState(false);
  const entries = data?.trash;

  const putBack = async (entry: Entry) => {
    setBusy(entry.id);
    try {
      const back = await restore(entry.id);
      if (back) {
        const screen = TRASH_KIND_TEXT[back.kind].screen(back.itemId);
        adminToaster.create({
          type: 'success',
          title: `“${back.label}” is back`,
          duration: 8000,
          closable: true,
          action: { label: 'Open it', onClick: () => void navigate(screen) },
        });
      }
    } catch (caught) {
      notifyError(`Could not put back “${entry.label}”`, describeError(caught, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const purgeOne = async () => {
    const entry = purging;
    setPurging(null);
    if (!entry) return;
    setBusy(entry.id);
    try {
      if (await deleteForGood(entry.id)) notifySuccess(`“${entry.label}” was deleted for good`);
    } catch (caught) {
      notifyError(`Could not delete “${entry.label}”`, describeError(caught, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const purgeAll = async () => {
    setEmptying(false);
    setBusy('all');
    try {
      const count = await emptyTrash();
      notifySuccess(count === 1 ? 'The Trash is empty: 1 thing was deleted for good' : `The Trash is empty: ${count} things were deleted for good`);
    } catch (caught) {
      notifyError('Could not empty the Trash', describeError(caught, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  let content;
  if (!entries && loading) content = <LoadingState label="Loading the Trash…" />;
  else if (!entries && error) content = <ErrorState message="Could not load the Trash." />;
  else if (!entries?.length) content = <EmptyState message="The Trash is empty." />;
  else {
    content = (
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Deleted, newest first">
        {entries.map((entry) => (
          <TrashRow
            key={entry.id}
            entry={entry}
            busy={busy === entry.id || busy === 'all'}
            onPutBack={() => void putBack(entry)}
            onDeleteForGood={canPurge ? () => setPurging(entry) : undefined}
          />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Trash"
        subtitle={entries ? (entries.length === 1 ? '1 deleted thing' : `${entries.length} deleted things`) : undefined}
        actions={
          canPurge && entries?.length ? (
            <Button variant="outline" colorPalette="red" onClick={() => setEmptying(true)} loading={busy === 'all'} loadingText="Emptying…">
              <Trash2 /> Empty the Trash
            </Button>
          ) : undefined
        }
      />
      <Text color="gray.700" mb="5" maxW="3xl">
        Deleted projects, gallery images, services and enquiries stay here for {TRASH_DAYS} days, then they are deleted for good. “Put back” returns one to
        where it was, with its photos.{canPurge ? '' : ' Only an admin can delete them for good sooner.'}
      </Text>
      {content}
      <ConfirmDeleteDialog
        open={purging !== null}
        title="Delete for good?"
        message={`“${purging?.label ?? ''}”${purging?.kind === 'PROJECT' ? ' and its photos' : ''} will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete for good"
        onConfirm={() => void purgeOne()}
        onCancel={() => setPurging(null)}
      />
      <ConfirmDeleteDialog
        open={emptying}
        title="Empty the Trash?"
        message={`Everything in the Trash (${entries?.length ?? 0}) will be deleted for good, with its photos. This cannot be undone.`}
        confirmLabel="Empty the Trash"
        onConfirm={() => void purgeAll()}
        onCancel={() => setEmptying(false)}
      />
    </>
  );
}

interface TrashRowProps {
  entry: Entry;
  busy: boolean;
  onPutBack: () => void;
  /** Absent for those who may not delete for good. */
  onDeleteForGood?: () => void;
}

function TrashRow({ entry, busy, onPutBack, onDeleteForGood }: TrashRowProps) {
  const kind = TRASH_KIND_TEXT[entry.kind];
  return (
    <Box as="li" bg="white" borderRadius="xl" borderWidth="1px" borderColor="gray.200" shadow="xs" p={{ base: '3', md: '4' }}>
      <Flex gap="4" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Flex gap="3" align="center" flex="1" minW="0">
          {entry.imageUrl && <AdminImage src={entry.imageUrl} alt="" width="16" height="16" objectFit="cover" borderRadius="md" flexShrink={0} sizes="64px" />}
          <Box minW="0">
            <Flex align="center" gap="2" wrap="wrap">
              <Badge colorPalette={kind.palette} variant="subtle">
                {kind.name}
              </Badge>
              <Text fontWeight="semibold" color="gray.900" wordBreak="break-word">
                {entry.label}
              </Text>
            </Flex>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {trashedText(entry, (date) => timeAgo(date))}
            </Text>
          </Box>
        </Flex>
        <Flex gap="2" flexShrink={0} direction={{ base: 'column', sm: 'row' }}>
          <Button
            colorPalette="green"
            onClick={onPutBack}
            loading={busy}
            loadingText="Working…"
            aria-label={`Put back ${kind.name.toLowerCase()} “${entry.label}”`}
          >
            <Undo2 /> Put back
          </Button>
          {onDeleteForGood && (
            <Button
              variant="outline"
              colorPalette="red"
              onClick={onDeleteForGood}
              disabled={busy}
              aria-label={`Delete ${kind.name.toLowerCase()} “${entry.label}” for good`}
            >
              <Trash2 /> Delete for good
            </Button>
          )}
        </Flex>
      </Flex>
    </Box>
  );
}
