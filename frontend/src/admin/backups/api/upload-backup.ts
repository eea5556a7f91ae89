import type { BackupMaker } from '@/gql/graphql';
import { readToken } from '@/admin/lib/auth-storage';
import type { BackupItem } from '@/admin/backups/backup-text';

/** A part the server takes in one request (its limit is 8 MB): on a slow office line, well within a request's deadline. */
const PART_BYTES = 4 * 1024 * 1024;
/** Tries of one part whose request failed on the way (the line dropped), before the upload is given up. */
const TRIES = 4;

interface PartAnswer {
  data?: { received?: number; name: string; bytes: number; createdAt: string; madeBy: string };
  message?: string;
}

/** A random version-4 UUID (crypto.randomUUID needs https; the site also runs on plain http in an office). */
function uploadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function sendPart(url: string, file: File, start: number, signal?: AbortSignal): Promise<Response> {
  const end = Math.min(start + PART_BYTES, file.size);
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${readToken() ?? ''}`,
          'content-type': 'application/octet-stream',
          'content-range': `bytes ${start}-${end - 1}/${file.size}`,
        },
        body: file.slice(start, end),
        signal,
      });
    } catch (error) {
      if (signal?.aborted || attempt >= TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 2_000));
    }
  }
}

/**
 * Uploads a backup file (a .tar.gz downloaded earlier) in parts, PUT /api/backups/uploads/:id; a
 * part the server did not get whole is sent again from where it stands. Once whole, the server checks
 * it completely: the answer is the backup as the list shows it, or an Error with the server's reason.
 */
export async function uploadBackupFile(file: File, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<BackupItem> {
  if (file.size === 0) throw new Error('This file is empty: choose a backup file (backup-….tar.gz).');
  const url = `/api/backups/uploads/${uploadId()}`;
  let sent = 0;
  for (;;) {
    const response = await sendPart(url, file, sent, signal);
    const answer = ((await response.json().catch(() => ({}))) ?? {}) as PartAnswer;
    if (response.status === 409 && response.headers.has('upload-offset')) {
      sent = Number(response.headers.get('upload-offset'));
      continue;
    }
    if (!response.ok) throw new Error(answer.message ?? `The upload failed (${response.status}). Please try again.`);
    if (response.status === 201 && answer.data) {
      const { name, bytes, createdAt, madeBy } = answer.data;
      return { name, bytes, createdAt, madeBy: madeBy.toUpperCase().replace('-', '_') as BackupMaker };
    }
    sent = answer.data?.received ?? Math.min(sent + PART_BYTES, file.size);
    onProgress(sent);
  }
}
