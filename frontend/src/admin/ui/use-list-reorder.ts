import { describeError } from '@/admin/lib/graphql-errors';
import type { ListReorder } from './AdminListPage';
import { notifyError, notifySuccess } from './toaster';

/** A list's reorder (AdminListPage): saves with `send`, says so, and says why when refused (the panel stays open). */
export function listReorder(help: string, send: (ids: string[]) => Promise<unknown>): ListReorder {
  return {
    help,
    save: async (ids) => {
      try {
        await send(ids);
        notifySuccess('Order saved', 'The website shows the new order.');
      } catch (caught) {
        notifyError('Failed to save the order', describeError(caught, '') || undefined);
        throw caught;
      }
    },
  };
}
