import type { UploadProgress } from '@/admin/lib/upload-fetch';

/** How many photos one Add Gallery screen takes at once; more are left out with a message. */
export const MAX_PHOTOS_AT_ONCE = 50;
/** Uploads sent at the same time: the server resizes each photo in memory, so not all of them at once. */
export const PARALLEL_UPLOADS = 3;

/** preparing (converted/shrunk in the browser) → ready → waiting (its turn to upload) → uploading → saved or refused. */
export type PhotoStatus = 'preparing' | 'ready' | 'waiting' | 'uploading' | 'saved' | 'refused';

/** One chosen photo on the Add Gallery screen: it becomes one gallery image. */
export interface BatchPhoto {
  key: number;
  /** The file's name as the admin chose it (a converted HEIC keeps its own name here). */
  name: string;
  /** The file to send, once prepared. */
  file: File | null;
  title: string;
  /** Its title in Tamil (optional: blank shows the English). */
  tamilTitle: string;
  titleError?: string;
  status: PhotoStatus;
  progress: UploadProgress | null;
  /** Why it was refused, naming the file. */
  problem: string | null;
  /** Refused before any upload (not an image, an unreadable HEIC): it cannot be sent as it is. */
  refusedInBrowser: boolean;
  /** Kept after an answer that never came, so trying again cannot add the photo twice. */
  idempotencyKey: string | null;
}

/** Photos that Save sends: ready ones, and ones the server refused (the admin may have fixed the title). */
export function isSendable(photo: BatchPhoto): boolean {
  return photo.file !== null && (photo.status === 'ready' || (photo.status === 'refused' && !photo.refusedInBrowser));
}

function photosText(count: number): string {
  return `${count} ${count === 1 ? 'photo' : 'photos'}`;
}

/** "19 photos added, 1 refused"; "20 photos added". */
export function batchSummary(added: number, refused: number): string {
  const addedText = `${photosText(added)} added`;
  return refused > 0 ? `${addedText}, ${refused} refused` : addedText;
}

/** The message when more photos are chosen than MAX_PHOTOS_AT_ONCE allows. */
export function tooManyPhotosText(leftOut: number): string {
  return `You can add up to ${MAX_PHOTOS_AT_ONCE} photos at once, so ${photosText(leftOut)} of the chosen ones ${leftOut === 1 ? 'was' : 'were'} left out.`;
}

/** `IMG_2211.jpg: Unknown category`, unless the server's message already names the file. */
export function refusalText(name: string, message: string): string {
  return message.startsWith(`${name}:`) ? message : `${name}: ${message}`;
}

/** Runs `task` on every item, at most `limit` at a time, in order; one failing does not stop the others (tasks handle their own errors). */
export async function inPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
