import { useCallback, useMemo, useState } from 'react';
import type { UploadProgress } from '@/admin/lib/upload-fetch';

/**
 * Upload progress of one mutation: pass `context` to the mutation; `progress` follows the bytes
 * sent (null before the first progress event).
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const context = useMemo(() => ({ fetchOptions: { onUploadProgress: setProgress } }), []);
  const reset = useCallback(() => setProgress(null), []);
  return { progress, context, reset };
}
