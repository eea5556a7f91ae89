import type { Readable } from 'node:stream';
import { PayloadTooLargeError } from '../errors';

type UploadStream = NodeJS.ReadableStream | Readable;

/**
 * Reads a whole stream into memory, refusing anything above `maxBytes`. At most `maxBytes` are
 * ever held: the chunk that crosses the limit is dropped and the stream destroyed, so its
 * producer stops at once.
 */
export function readStreamLimited(stream: UploadStream, maxBytes: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;

    const detach = () => {
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.removeListener('error', onError);
      stream.removeListener('close', onClose);
    };

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      detach();
      chunks.length = 0;
      // A late error from an abandoned stream must not crash the process.
      stream.on('error', ignore);
      reject(error);
    };

    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      total += buffer.length;
      if (total > maxBytes) {
        fail(new PayloadTooLargeError());
        (stream as Partial<Readable>).destroy?.();
        return;
      }
      chunks.push(buffer);
    };

    const onEnd = () => {
      if (settled) return;
      settled = true;
      detach();
      // An upload read whole into memory arrives as one chunk: no second copy of it.
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total));
    };

    const onError = (error: unknown) => fail(error);

    const onClose = () => {
      // Readable streams emit 'close' after 'end'; getting here first means it was torn down mid-way.
      setImmediate(() => fail(new Error('Upload stream closed before it finished')));
    };

    const { errored, destroyed, readableEnded } = stream as Partial<Readable>;
    if (errored) {
      onError(errored);
      return;
    }
    // Its 'end' or 'close' has already been emitted: waiting for it would hang forever.
    if (destroyed || readableEnded) {
      fail(new Error('Upload stream was already consumed'));
      return;
    }

    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
    stream.once('close', onClose);
    stream.resume();
  });
}

function ignore(): void {}
