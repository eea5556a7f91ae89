import type { Readable } from 'node:stream';
import { PayloadTooLargeError } from '../errors';

type UploadStream = NodeJS.ReadableStream | Readable;

/**
 * Reads a whole stream into memory, refusing anything above `maxBytes`.
 * At most `maxBytes` are ever held: the chunk that crosses the limit is dropped
 * and the stream is abandoned (see `abandon`) so the request does not hang.
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
      stream.removeListener('limit', onUpstreamLimit);
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
        abandon(stream);
        return;
      }
      chunks.push(buffer);
    };

    const onEnd = () => {
      if (settled) return;
      // busboy (behind graphql-upload-minimal) ends an over-limit file normally and only flags it.
      if (isTruncated(stream)) {
        fail(new PayloadTooLargeError());
        return;
      }
      settled = true;
      detach();
      resolve(Buffer.concat(chunks, total));
    };

    const onError = (error: unknown) => {
      fail(isUploadSizeLimitError(error) ? new PayloadTooLargeError() : error);
    };

    const onClose = () => {
      // Readable streams emit 'close' after 'end'; getting here first means it was torn down mid-way.
      setImmediate(() => fail(new Error('Upload stream closed before it finished')));
    };

    // busboy emits 'limit' when graphql-upload-minimal's maxFileSize cuts the file off.
    const onUpstreamLimit = () => {
      fail(new PayloadTooLargeError());
      abandon(stream);
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
    stream.once('limit', onUpstreamLimit);
    stream.resume();
  });
}

/**
 * True for the errors graphql-upload-minimal raises when a file exceeds its
 * `maxFileSize` (an HttpError with status 413), and for our own PayloadTooLargeError.
 * Useful to callers too: `createReadStream()` itself throws that error when the
 * limit was hit before the resolver ran.
 */
export function isUploadSizeLimitError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, statusCode, code, name, message } = error as Record<string, unknown>;
  return (
    status === 413 ||
    statusCode === 413 ||
    code === 'PAYLOAD_TOO_LARGE' ||
    name === 'PayloadTooLargeError' ||
    (typeof message === 'string' && message.includes('File truncated as it exceeds'))
  );
}

/**
 * Stops reading a stream we no longer want. A multipart file stream from busboy
 * is drained instead of destroyed: busboy waits for each part to be consumed
 * before it parses the next one, so destroying it would stall the rest of the
 * request. The drain discards data and is bounded by busboy's own file size limit.
 * Any other stream is destroyed so its producer stops at once.
 */
function abandon(stream: UploadStream): void {
  const destroyable = stream as Partial<Readable>;
  if (isMultipartFileStream(stream) || typeof destroyable.destroy !== 'function') {
    stream.resume();
  } else {
    destroyable.destroy();
  }
}

/** busboy's FileStream is the only stream we receive that carries a `truncated` flag. */
function isMultipartFileStream(stream: UploadStream): boolean {
  return typeof (stream as { truncated?: unknown }).truncated === 'boolean';
}

function isTruncated(stream: UploadStream): boolean {
  return (stream as { truncated?: unknown }).truncated === true;
}

function ignore(): void {}
