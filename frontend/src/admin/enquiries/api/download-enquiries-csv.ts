import { expireLogin, readToken } from '@/admin/lib/auth-storage';

export const CSV_DOWNLOAD_FAILED = 'Failed to download the enquiries';

/** `attachment; filename="enquiries-2026-10-02.csv"` → `enquiries-2026-10-02.csv`. */
function fileNameOf(disposition: string | null): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? 'enquiries.csv';
}

/**
 * Fetches the enquiries shown (all, or those of the status and search chosen) as CSV (GET
 * /api/enquiries?format=csv, with the stored token) and hands it to the browser as a download. A
 * refused token ends the login, as a refused GraphQL call does.
 */
export async function downloadEnquiriesCsv(filter: { status?: string | null; search?: string } = {}): Promise<void> {
  const token = readToken();
  const params = new URLSearchParams({ format: 'csv' });
  if (filter.status) params.set('status', filter.status.toLowerCase());
  if (filter.search) params.set('q', filter.search);
  const response = await fetch(`/api/enquiries?${params.toString()}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.status === 401) {
    expireLogin();
    throw new Error('Your session has expired. Please log in again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : CSV_DOWNLOAD_FAILED);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
