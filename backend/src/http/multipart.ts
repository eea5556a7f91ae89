import busboy from 'busboy';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequestError, PayloadTooLargeError, ValidationError } from '../errors';
import type { IncomingFile } from '../images/incoming-file';
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES } from '../storage';
import { storageErrorOf } from '../storage/local-disk-driver';
import { removeSpooled, spoolPath } from './upload-spool';

/** A file part, kept on disk (at most MAX_UPLOAD_BYTES) until the request's answer is sent. */
export interface ReceivedFile extends IncomingFile {
  filename: string;
  mimetype: string;
  size: number;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile[]>;
}

const MAX_FIELD_BYTES = 100 * 1024;
const MAX_FIELDS = 50;

/**
 * Reads a whole multipart/form-data body: text fields, and every file part as it arrives (so the
 * order of the parts never matters), each written to a spool file that goes when the answer is sent. Fails as soon as the body breaks a limit, without reading the
 * rest: 413 for a file over 10 MB, 400 for too many files or fields, a field too long, or a body
 * that is malformed or ends early. The caller's answer then closes the connection (see
 * close-unread-requests), so a refused body is never drained.
 */
export function readMultipart(req: IncomingMessage): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy flags a file as soon as it reaches `fileSize`, so one more byte lets exactly 10 MB through.
        limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: MAX_FILES_PER_REQUEST, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      reject(new BadRequestError('Malformed multipart request: the content type has no boundary'));
      return;
    }
    // Null prototypes: part names such as `__proto__` or `constructor` are only names here.
    const fields: Record<string, string> = Object.create(null);
    const files: Record<string, ReceivedFile[]> = Object.create(null);
    const spooled: string[] = [];
    const writing = new Set<Promise<void>>();
    const sinks = new Set<fs.WriteStream>();
    let settled = false;
    const response = (req as IncomingMessage & { res?: ServerResponse }).res;
    if (response) response.once('close', () => removeSpooled(spooled));
    else req.once('close', () => removeSpooled(spooled));

    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      // Stop feeding the parser; not destroyed here, as busboy may still be inside the event that failed.
      req.unpipe(parser);
      for (const sink of sinks) sink.destroy(); // their files go with the request (removeSpooled)
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      reject(error);
    };
    const malformed = () => fail(new BadRequestError('Malformed multipart request: the body is cut off or broken'));

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new ValidationError({ [name]: `${name} is too long` }));
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const file = spoolPath(req);
      spooled.push(file);
      const sink = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
      sinks.add(sink);
      // Listed at once, so the parts keep their order whichever is written first.
      const hash = crypto.createHash('sha256');
      let digest = '';
      const received: ReceivedFile = {
        filename: info.filename ?? '',
        mimetype: info.mimeType,
        size: 0,
        open: () => fs.createReadStream(file),
        digest: async () => digest,
      };
      (files[name] ??= []).push(received);
      stream.on('data', (chunk: Buffer) => {
        received.size += chunk.length;
        hash.update(chunk);
      });
      stream.on('end', () => (digest = hash.digest('hex')));
      stream.on('limit', () => {
        stream.unpipe(sink);
        sink.destroy();
        fail(new PayloadTooLargeError());
      });
      stream.on('error', malformed);
      const written = new Promise<void>((resolve) => {
        sink.on('error', (error) => {
          fail(storageErrorOf(error) as Error);
          resolve();
        });
        sink.on('close', () => {
          sinks.delete(sink);
          writing.delete(written);
          resolve();
        });
      });
      writing.add(written);
      stream.pipe(sink);
    });
    parser.on('filesLimit', () => fail(new ValidationError({ images: `At most ${MAX_FILES_PER_REQUEST} images can be uploaded at once` })));
    parser.on('fieldsLimit', () => fail(new ValidationError({ body: 'Too many form fields' })));
    parser.on('error', malformed);
    parser.on('close', () => {
      // The parts' files are complete once their writes have closed.
      void Promise.all(writing).then(() => {
        if (settled) return;
        settled = true;
        resolve({ fields, files });
      });
    });
    req.on('aborted', malformed);
    req.on('error', malformed);
    req.pipe(parser);
  });
}
