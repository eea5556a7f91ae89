import { useCallback, useRef, useState } from 'react';
import type { DefaultContext } from '@apollo/client';
import { photoStep, preparePhoto, takeAsIs, type PreparedPhoto } from '@/admin/ui/prepare-photo';
import { newIdempotencyKey, serverAnswered } from '@/admin/ui/use-admin-save';
import { inPool, isSendable, MAX_PHOTOS_AT_ONCE, PARALLEL_UPLOADS, tooManyPhotosText, type BatchPhoto } from './gallery-batch';
import { titleFromFileName } from './photo-title';

/** What the screen makes of a failed upload: the text naming the file, and a message for the title if the server refused it. */
export interface UploadFailure {
  problem: string;
  titleError?: string;
}

function fromPrepared(photo: BatchPhoto, prepared: PreparedPhoto): BatchPhoto {
  return prepared.file
    ? { ...photo, file: prepared.file, status: 'ready' }
    : { ...photo, status: 'refused', problem: prepared.problem, refusedInBrowser: true };
}

/**
 * The photos chosen on the Add Gallery screen and their uploads. Ordinary photos are taken at once;
 * HEIC and oversized ones are prepared one after another (prepare-photo.ts). `send` uploads each
 * photo at most PARALLEL_UPLOADS at a time, each with its own Idempotency-Key.
 */
export function usePhotoBatch() {
  const [photos, setPhotos] = useState<BatchPhoto[]>([]);
  const [limitNotice, setLimitNotice] = useState<string | null>(null);
  const nextKey = useRef(0);
  // The list as of the last change, for the steps that run after an await.
  const latest = useRef(photos);

  const change = useCallback((next: (current: BatchPhoto[]) => BatchPhoto[]) => {
    latest.current = next(latest.current);
    setPhotos(latest.current);
  }, []);
  const update = useCallback(
    (key: number, patch: (photo: BatchPhoto) => Partial<BatchPhoto>) =>
      change((current) => current.map((photo) => (photo.key === key ? { ...photo, ...patch(photo) } : photo))),
    [change],
  );

  /** Adds the chosen files (up to MAX_PHOTOS_AT_ONCE in all); `replaceRefused` first drops photos refused in the browser (a single photo picked again). Returns the new list. */
  const add = (files: File[], { replaceRefused = false } = {}): BatchPhoto[] => {
    const kept = replaceRefused ? latest.current.filter((photo) => !photo.refusedInBrowser) : latest.current;
    const room = Math.max(0, MAX_PHOTOS_AT_ONCE - kept.length);
    const taken = files.slice(0, room);
    setLimitNotice(taken.length < files.length ? tooManyPhotosText(files.length - taken.length) : null);
    const added = taken.map((file): BatchPhoto => {
      const photo: BatchPhoto = {
        key: nextKey.current++,
        name: file.name,
        file: null,
        title: titleFromFileName(file.name),
        tamilTitle: '',
        status: 'preparing',
        progress: null,
        problem: null,
        refusedInBrowser: false,
        idempotencyKey: null,
      };
      return photoStep(file) === 'send' ? fromPrepared(photo, takeAsIs(file)) : photo;
    });
    change(() => [...kept, ...added]);
    const originals = new Map(added.map((photo, index) => [photo.key, taken[index]]));
    void (async () => {
      // One at a time: shrinking a 50-megapixel photo takes a few hundred MB of memory for a moment.
      for (const photo of added.filter((candidate) => candidate.status === 'preparing')) {
        const prepared = await preparePhoto(originals.get(photo.key)!);
        change((current) => current.map((entry) => (entry.key === photo.key ? fromPrepared(entry, prepared) : entry)));
      }
    })();
    return latest.current;
  };

  /** Takes a photo off the list; returns the new list. */
  const remove = (key: number): BatchPhoto[] => {
    setLimitNotice(null);
    change((current) => current.filter((photo) => photo.key !== key));
    return latest.current;
  };

  const setTitle = (key: number, title: string) => update(key, () => ({ title, titleError: undefined }));
  const setTamilTitle = (key: number, tamilTitle: string) => update(key, () => ({ tamilTitle, titleError: undefined }));

  const setTitleErrors = (errors: Map<number, string>) =>
    change((current) => current.map((photo) => (errors.has(photo.key) ? { ...photo, titleError: errors.get(photo.key) } : photo)));

  /** Uploads every sendable photo; returns how many were saved, how many on the list are refused (this time or in the browser), and the errors. */
  const send = async (
    upload: (photo: BatchPhoto, context: DefaultContext) => Promise<unknown>,
    describe: (error: unknown, photo: BatchPhoto) => UploadFailure,
  ) => {
    const queue = latest.current.filter(isSendable);
    const keys = new Set(queue.map((photo) => photo.key));
    change((current) => current.map((photo) => (keys.has(photo.key) ? { ...photo, status: 'waiting', problem: null, progress: null } : photo)));
    let saved = 0;
    const errors: unknown[] = [];
    await inPool(queue, PARALLEL_UPLOADS, async (queued) => {
      const photo = latest.current.find((entry) => entry.key === queued.key) ?? queued;
      const idempotencyKey = photo.idempotencyKey ?? newIdempotencyKey();
      update(photo.key, () => ({ status: 'uploading', idempotencyKey }));
      const context: DefaultContext = {
        fetchOptions: { onUploadProgress: (progress: { loaded: number; total: number }) => update(photo.key, () => ({ progress })) },
        headers: { 'Idempotency-Key': idempotencyKey },
      };
      try {
        await upload(photo, context);
        saved += 1;
        update(photo.key, () => ({ status: 'saved', idempotencyKey: null, progress: null }));
      } catch (error) {
        errors.push(error);
        const failure = describe(error, photo);
        update(photo.key, () => ({
          status: 'refused',
          problem: failure.problem,
          titleError: failure.titleError,
          progress: null,
          idempotencyKey: serverAnswered(error) ? null : idempotencyKey,
        }));
      }
    });
    const refused = latest.current.filter((photo) => photo.status === 'refused').length;
    return { saved, refused, errors };
  };

  /** Takes the saved photos off the list. */
  const dropSaved = () => change((current) => current.filter((photo) => photo.status !== 'saved'));

  const clear = () => change(() => []);

  return { photos, limitNotice, add, remove, setTitle, setTamilTitle, setTitleErrors, send, dropSaved, clear };
}
