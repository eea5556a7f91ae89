import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { BadRequestError, ConflictError, NotFoundError, PayloadTooLargeError } from '../../errors';
import { oneAtATime } from '../../jobs/once-across-instances';
import { recordActivity } from '../activity/record-activity';
import { assertCan, type Actor } from '../auth/actor';
import { refusedForAdmin } from './admin-restore.service';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './backup-archive';
import { archiveName } from './backup-names';
import type { BackupListing, BackupsService } from './backups.service';

/** The most one request carries: a part a slow office line sends well within a request's deadline. */
export const MAX_UPLOAD_PART_BYTES = 8 * 1024 * 1024;
/** The largest archive taken (a site with thousands of photos is a few gigabytes). */
export const MAX_UPLOADED_BACKUP_BYTES = 20 * 1024 * 1024 * 1024;
/** Uploaded archives kept (older ones are deleted after the next upload): each may be large. */
const KEPT_UPLOADED = 3;
/** An upload left unfinished this long is given up (its part deleted at the next upload's start). */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INCOMING_FOLDER = '.incoming';

/** Where a part goes: `bytes start-end/total` of Content-Range (RFC 9110 §14.4), inclusive. */
export interface PartRange {
  start: number;
  end: number;
  total: number;
}

export type PartOutcome = { done: false; received: number } | { done: true; backup: BackupListing };

/** A part that does not start where the upload stands: the client resends from `received`. */
export class UploadOffsetError extends ConflictError {
  constructor(readonly received: number) {
    super(`This upload has ${received} bytes so far: send the part that starts there`);
  }
}

/**
 * A backup file uploaded from the admin's Backups screen (admins only), to be restored like a kept
 * one: sent in parts (each request well within the server's deadlines on a slow line, and one that
 * failed is sent again), appended in order to a file in BACKUP_DIR/.incoming, and once whole checked
 * completely, as a restore checks it. A file that is not a backup of this site is deleted with the
 * reason; one that is becomes a kept backup (`…-uploaded.tar.gz`), listed and restored as the others.
 */
export class BackupUploadsService {
  constructor(
    private readonly db: DataSource,
    private readonly backups: BackupsService,
    private readonly backupDir: string,
  ) {}

  async receivePart(actor: Actor, uploadId: string, range: PartRange, bytes: Buffer): Promise<PartOutcome> {
    assertCan(actor, 'backups');
    if (!UPLOAD_ID.test(uploadId)) throw new NotFoundError('No such upload');
    if (range.total > MAX_UPLOADED_BACKUP_BYTES) throw new PayloadTooLargeError('This file is larger than any backup of this site could be (20 GB)');
    if (bytes.length !== range.end - range.start + 1) throw new BadRequestError('The part is not as long as its Content-Range says');
    const part = path.join(this.incomingDir(), `${uploadId}.part`);
    // Parts of one upload in order, whichever instance receives them.
    return oneAtATime(this.db, `backup upload ${uploadId}`, async () => {
      if (range.start === 0) await this.startUpload(part);
      const received = await sizeOf(part);
      if (received === null) throw new NotFoundError('This upload was not started or was given up: start it again');
      if (range.start !== received) throw new UploadOffsetError(received);
      await fs.promises.appendFile(part, bytes);
      if (range.end + 1 < range.total) return { done: false, received: range.end + 1 };
      return { done: true, backup: await this.keep(actor, part) };
    });
  }

  private async startUpload(part: string): Promise<void> {
    await fs.promises.mkdir(this.incomingDir(), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    await this.removeAbandoned();
    await fs.promises.writeFile(part, '', { mode: PRIVATE_FILE_MODE });
  }

  /** The whole file checked; kept as a backup when it is one of this site's, deleted otherwise. */
  private async keep(actor: Actor, part: string): Promise<BackupListing> {
    try {
      await this.backups.verify(part).catch(refusedForAdmin);
    } catch (error) {
      await fs.promises.rm(part, { force: true });
      throw error;
    }
    const name = archiveName(new Date(), 'uploaded');
    await fs.promises.rename(part, path.join(this.backupDir, name));
    await recordActivity(this.db.manager, actor, { action: 'uploaded', subject: 'backup', label: name });
    await this.backups.prune(KEPT_UPLOADED, 'uploaded');
    return this.backups.listed(name);
  }

  private async removeAbandoned(): Promise<void> {
    const incoming = this.incomingDir();
    for (const name of await fs.promises.readdir(incoming)) {
      const file = path.join(incoming, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > ABANDONED_AFTER_MS) await fs.promises.rm(file, { force: true });
    }
  }

  private incomingDir(): string {
    return path.join(this.backupDir, INCOMING_FOLDER);
  }
}

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await fs.promises.stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
