import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { BackupError, checkManifestFiles, isArchivePath, MANIFEST_PATH, parseManifest, type ReadManifest, tableFile, UPLOADS_FOLDER } from './backup-manifest';

/** manifest.json is read whole before anything else: a few MB for thousands of files. */
const MANIFEST_MAX_BYTES = 10 * 1024 * 1024;
/** Owner only: archives hold password hashes and the enquiries' personal data. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

export const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');

/** Packs `entries` (paths relative to `folder`; the manifest must come first) into a gzipped tar at `file`, readable by its owner only. */
export async function packArchive(folder: string, entries: string[], file: string): Promise<void> {
  if (entries[0] !== MANIFEST_PATH) throw new Error('The manifest must be the first entry of an archive');
  await tar.create({ gzip: true, file, mode: PRIVATE_FILE_MODE, cwd: folder, portable: true, noDirRecurse: true }, entries);
}

export interface ArchiveContents extends ReadManifest {
  /** Each table's dump, a file in the caller's work folder (checked against the manifest, not yet read as rows). */
  dumps: Map<string, string>;
  /** The storage keys of the uploaded files the archive holds. */
  uploads: Set<string>;
}

export interface ReadOptions {
  /** A private folder nothing else uses, where the table dumps are written (they hold password hashes). */
  workDir: string;
  /** Where the uploaded files are written (a folder nothing else uses); without it they are only checked. */
  extractTo?: string;
}

const refused = (why: string) => new BackupError(`The archive is refused: ${why}`);

/**
 * Reads one entry's bytes into `sink` (when given), hashing them, and refuses it as soon as it
 * holds more than `maxBytes`; resolves with its sha256 and size once the sink has them all.
 */
function consumeEntry(
  entry: tar.ReadEntry,
  maxBytes: number,
  sink: fs.WriteStream | Buffer[] | undefined,
  stopped: AbortSignal,
): Promise<{ hash: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    let failed = false;
    const onStop = () => fail(stopped.reason);
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      stopped.removeEventListener('abort', onStop);
      entry.pause();
      if (!(sink instanceof fs.WriteStream)) return reject(error);
      // Rejected once the file is closed: nothing is written after the caller cleans up.
      sink.once('close', () => reject(error));
      sink.destroy();
    };
    // The reading stopped elsewhere (a damaged archive): this entry may never end.
    if (stopped.aborted) return fail(stopped.reason);
    stopped.addEventListener('abort', onStop);
    if (sink instanceof fs.WriteStream) {
      sink.once('error', (error) => fail(new BackupError(`An uploaded file cannot be written: ${error.message}`)));
      sink.on('drain', () => entry.resume());
    }
    entry.on('data', (chunk: Buffer) => {
      if (failed) return;
      bytes += chunk.length;
      if (bytes > maxBytes) return fail(new BackupError(`The archive is damaged: ${entry.path} is larger than its manifest says`));
      hash.update(chunk);
      if (Array.isArray(sink)) sink.push(chunk);
      else if (sink && !sink.write(chunk)) entry.pause();
    });
    entry.once('end', () => {
      if (failed) return;
      stopped.removeEventListener('abort', onStop);
      const result = { hash: hash.digest('hex'), bytes };
      if (sink instanceof fs.WriteStream) sink.end(() => resolve(result));
      else resolve(result);
    });
  });
}

/**
 * Reads and checks the whole archive in one pass: manifest.json first (a valid manifest), then
 * exactly the files it lists with their size and sha256. The first refusal stops the reading. The
 * table dumps are streamed to files in `workDir` (read as rows later: readJsonRows), the uploaded
 * files to `extractTo` when given, so memory holds one chunk at a time whatever an entry declares.
 */
export async function readArchive(file: string, { workDir, extractTo }: ReadOptions): Promise<ArchiveContents> {
  let read: ReadManifest | null = null;
  const seen = new Set<string>();
  const reading = new AbortController();
  const stopped = reading.signal;

  const handle = async (entry: tar.ReadEntry): Promise<void> => {
    const entryPath = entry.path;
    if (!isArchivePath(entryPath)) throw refused(`it holds an entry outside its folders or with an odd name (${entryPath})`);
    if (entry.type !== 'File' && entry.type !== 'OldFile') throw refused(`${entryPath} is a ${entry.type}, not a plain file`);
    if (!read) {
      if (entryPath !== MANIFEST_PATH) throw new BackupError('The archive is not a backup of this site: it does not start with manifest.json');
      const chunks: Buffer[] = [];
      await consumeEntry(entry, MANIFEST_MAX_BYTES, chunks, stopped).catch((error: Error) => {
        throw stopped.aborted ? error : refused('its manifest.json is too large');
      });
      read = parseManifest(Buffer.concat(chunks));
      checkManifestFiles(read.manifest);
      return;
    }
    const expected = read.manifest.files[entryPath];
    if (!expected) throw refused(`${entryPath} is not in its manifest`);
    if (seen.has(entryPath)) throw refused(`it holds ${entryPath} twice`);
    seen.add(entryPath);
    const [folder, ...rest] = entryPath.split('/');
    let sink: fs.WriteStream | undefined;
    if (folder !== UPLOADS_FOLDER) {
      sink = fs.createWriteStream(path.join(workDir, ...rest), { flags: 'wx', mode: PRIVATE_FILE_MODE });
    } else if (extractTo) {
      const target = path.join(extractTo, ...rest);
      // Public images, written as the image store writes them (not owner-only like the archives).
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      sink = fs.createWriteStream(target, { flags: 'wx' });
    }
    const { hash, bytes } = await consumeEntry(entry, expected.bytes, sink, stopped);
    if (bytes !== expected.bytes || hash !== expected.sha256) throw new BackupError(`The archive is damaged: ${entryPath} does not match its checksum`);
  };

  await new Promise<void>((resolve, reject) => {
    const input = fs.createReadStream(file);
    const parser = new tar.Parser({ strict: true });
    let settled = false;
    // One entry after the other (the parser waits meanwhile); the first failure stops the reading.
    let pending: Promise<void> = Promise.resolve();
    const stop = (error: Error | null) => {
      if (settled) return;
      settled = true;
      input.destroy();
      if (!error) return resolve();
      reading.abort(error);
      parser.abort(error);
      // Rejected once the entry being written is closed: nothing lands after the caller cleans up.
      void pending.then(() => reject(error));
    };
    parser.on('entry', (entry: tar.ReadEntry) => {
      if (settled) return entry.resume();
      if (entry.type === 'Directory' && isArchivePath(entry.path.replace(/\/$/, '') + '/x')) return entry.resume();
      pending = pending.then(() => (settled ? void entry.resume() : handle(entry))).catch((error: Error) => stop(error));
    });
    input.on('error', (error) => stop(new BackupError(`The archive cannot be read: ${error.message}`)));
    parser.on('error', (error: Error) => stop(new BackupError(`The archive is damaged or is not a .tar.gz backup (${error.message})`)));
    parser.once('end', () => void pending.then(() => stop(null)));
    input.pipe(parser);
  });

  if (!read) throw new BackupError('The archive is not a backup of this site: it has no manifest.json');
  const contents: ReadManifest = read;
  const missing = Object.keys(contents.manifest.files).find((entryPath) => !seen.has(entryPath));
  if (missing) throw new BackupError(`The archive is incomplete: ${missing} is missing`);
  const dumps = new Map(Object.keys(contents.manifest.tables).map((table) => [table, path.join(workDir, path.basename(tableFile(table)))]));
  const uploads = new Set(
    [...seen].filter((entryPath) => entryPath.startsWith(`${UPLOADS_FOLDER}/`)).map((entryPath) => entryPath.slice(UPLOADS_FOLDER.length + 1)),
  );
  return { ...contents, dumps, uploads };
}
