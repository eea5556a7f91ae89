import { useCallback, useState } from 'react';
import { notifyError, notifySuccess } from './toaster';

export interface DeleteFlowOptions<T> {
  /** Sends the delete; resolves true when the server deleted the item. */
  remove: (item: T) => Promise<boolean>;
  successMessage: string;
  /** Said under it: where a deleted thing can be found again. */
  successDetail?: string;
  /** Title (and optional detail) of the failure toast. */
  failureMessage: (error: unknown) => { title: string; description?: string };
  /** A reason to refuse before asking (e.g. not logged in), or null. */
  precheck?: () => string | null;
}

/** Ask → confirm in a dialog → per-item busy state → toast. */
export function useDeleteFlow<T extends { id: string }>({ remove, successMessage, successDetail, failureMessage, precheck }: DeleteFlowOptions<T>) {
  const [pending, setPending] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());

  const request = useCallback(
    (item: T) => {
      const problem = precheck?.();
      if (problem) {
        notifyError(problem);
        return;
      }
      setPending(item);
    },
    [precheck],
  );

  const cancel = useCallback(() => setPending(null), []);

  const confirm = useCallback(async () => {
    const item = pending;
    if (!item) return;
    setPending(null);
    const problem = precheck?.();
    if (problem) {
      notifyError(problem);
      return;
    }
    setDeleting((current) => new Set(current).add(item.id));
    try {
      const ok = await remove(item);
      if (!ok) throw new Error('Delete failed');
      notifySuccess(successMessage, successDetail);
    } catch (error) {
      const { title, description } = failureMessage(error);
      notifyError(title, description);
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(item.id);
        return next;
      });
    }
  }, [pending, precheck, remove, successMessage, successDetail, failureMessage]);

  const isDeleting = useCallback((id: string) => deleting.has(id), [deleting]);

  return { pending, request, cancel, confirm, isDeleting };
}
