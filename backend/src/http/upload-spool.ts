import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the file parts of multipart requests wait until their image is processed: on disk, not in
 * memory, so ten phones uploading at once cost disk space, not hundreds of megabytes of RAM. The
 * folder is the data folder's `incoming/` (on disk, where /tmp may be memory), emptied at each start
 * of the server that owns the data folder; each request's files go when its answer is sent.
 */
export function prepareUploadSpool(dataDir: string | null): string {
  if (dataDir === null) return fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-in-flight-'));
  const dir = path.join(dataDir, 'incoming');
  fs.rmSync(dir, { recursive: true, force: true }); // what a crash left
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** A new spool file's path for this request (the file does not exist yet). */
export function spoolPath(req: IncomingMessage): string {
  const dir = (req as IncomingMessage & { app?: { locals: { uploadSpoolDir?: string } } }).app?.locals.uploadSpoolDir ?? os.tmpdir();
  return path.join(dir, `upload-${crypto.randomUUID()}`);
}

export function removeSpooled(files: string[]): void {
  for (const file of files) fs.rm(file, { force: true }, () => undefined);
}
