import { useCallback, useState } from 'react';
import { describeError } from '@/admin/lib/graphql-errors';
import { notifyError, notifySuccess } from './toaster';

interface Toggled {
  id: string;
  title: string;
  published: boolean;
}

/** Hides or shows one item with one tap: busy while it saves, a toast saying what visitors now see. */
export function useVisibilityToggle<T extends Toggled>(quick: { setPublished: (item: T, published: boolean) => Promise<unknown> } | undefined) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const mark = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = async (item: T) => {
    if (!quick) return;
    const published = !item.published;
    mark(item.id, true);
    try {
      await quick.setPublished(item, published);
      notifySuccess(published ? `“${item.title}” is on the site again` : `“${item.title}” is hidden from the site`);
    } catch (caught) {
      notifyError(published ? `Could not show “${item.title}”` : `Could not hide “${item.title}”`, describeError(caught, 'Please try again.'));
    } finally {
      mark(item.id, false);
    }
  };

  const isBusy = useCallback((id: string) => busy.has(id), [busy]);
  return { run, isBusy };
}
