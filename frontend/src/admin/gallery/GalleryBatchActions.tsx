import { useState } from 'react';
import { Button, Flex, NativeSelect } from '@chakra-ui/react';
import { Eye, EyeOff, FolderInput, Trash2 } from 'lucide-react';
import { describeError } from '@/admin/lib/graphql-errors';
import { ConfirmDeleteDialog } from '@/admin/ui/ConfirmDeleteDialog';
import { notifyError, notifySuccess } from '@/admin/ui/toaster';
import { IN_TRASH, TRASH_NOTE } from '@/admin/ui/trash-notes';
import { useChangeGalleryImages, useDeleteGalleryImages } from './api/gallery-batch';
import { useGalleryCategories } from './api/get-gallery-categories';

const images = (count: number) => (count === 1 ? '1 image' : `${count} images`);

/** What can be done to the chosen gallery images at once: hide, show, move to a category, delete. */
export function GalleryBatchActions({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const change = useChangeGalleryImages();
  const remove = useDeleteGalleryImages();
  const { data } = useGalleryCategories();
  const [category, setCategory] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const none = ids.length === 0;

  const run = async (work: () => Promise<unknown>, done: string, failed: string, detail?: string) => {
    setBusy(true);
    try {
      await work();
      notifySuccess(done, detail);
      onDone();
    } catch (caught) {
      notifyError(failed, describeError(caught, 'Nothing was changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex gap="2" wrap="wrap" align="center">
      <Button
        size="sm"
        variant="outline"
        disabled={none || busy}
        onClick={() => void run(() => change(ids, { published: false }), `${images(ids.length)} hidden from the site`, 'Could not hide them')}
      >
        <EyeOff aria-hidden /> Hide
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={none || busy}
        onClick={() => void run(() => change(ids, { published: true }), `${images(ids.length)} on the site`, 'Could not show them')}
      >
        <Eye aria-hidden /> Show
      </Button>
      <Flex gap="1" align="center">
        <NativeSelect.Root size="sm" width="auto" disabled={busy}>
          <NativeSelect.Field aria-label="Category to move them to" value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">Move to…</option>
            {data?.galleryCategories.map((item) => (
              <option key={item.id} value={item.name}>
                {item.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          variant="outline"
          disabled={none || busy || !category}
          onClick={() => void run(() => change(ids, { category }), `${images(ids.length)} moved to ${category}`, 'Could not move them')}
        >
          <FolderInput aria-hidden /> Move
        </Button>
      </Flex>
      <Button size="sm" variant="outline" colorPalette="red" disabled={none || busy} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden /> Delete
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        title={`Delete ${images(ids.length)}?`}
        message={`They will be removed from the gallery. ${TRASH_NOTE}`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(() => remove(ids), `${images(ids.length)} deleted`, 'Could not delete them', IN_TRASH);
        }}
      />
    </Flex>
  );
}
