import { Readable } from 'node:stream';
import { PayloadTooLargeError } from '../../src/errors';
import { isUploadSizeLimitError, readStreamLimited } from '../../src/storage';
import { makeLargeJpegBytes } from '../fixtures/images';

const MB = 1024 * 1024;
const CHUNK = 16 * 1024;

/** Serves `data` chunk by chunk on demand and records how much was pulled out of it. */
function trackedStream(data: Buffer): { stream: Readable; consumed: () => number } {
  let offset = 0;
  const stream = new Readable({
    read() {
      if (offset >= data.length) {
        this.push(null);
        return;
      }
      const chunk = data.subarray(offset, offset + CHUNK);
      offset += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, consumed: () => offset };
}

describe('readStreamLimited', () => {
  it('rejects an 11 MB upload as soon as it passes 10 MB, and stops reading it', async () => {
    const { stream, consumed } = trackedStream(await makeLargeJpegBytes(11 * MB));

    await expect(readStreamLimited(stream, 10 * MB)).rejects.toBeInstanceOf(PayloadTooLargeError);

    expect(consumed()).toBeGreaterThan(10 * MB);
    expect(consumed()).toBeLessThan(10 * MB + 128 * 1024);
    expect(stream.destroyed).toBe(true);
  });

  it('resolves with the exact bytes of a small stream', async () => {
    const data = Buffer.from(Array.from({ length: 100_000 }, (_, i) => i % 251));
    const { stream } = trackedStream(data);

    const result = await readStreamLimited(stream, 10 * MB);

    expect(result.equals(data)).toBe(true);
  });

  it('accepts a stream of exactly maxBytes', async () => {
    const data = Buffer.alloc(3 * CHUNK, 7);
    await expect(readStreamLimited(trackedStream(data).stream, data.length)).resolves.toHaveLength(
      data.length,
    );
  });

  it('maps graphql-upload-minimal’s maxFileSize error to PayloadTooLargeError', async () => {
    const stream = new Readable({ read() {} });
    const uploadError = Object.assign(
      new Error('File truncated as it exceeds the 10485760 byte size limit.'),
      { name: 'PayloadTooLargeError', status: 413, statusCode: 413, expose: true },
    );

    const reading = readStreamLimited(stream, 10 * MB);
    stream.destroy(uploadError);

    await expect(reading).rejects.toBeInstanceOf(PayloadTooLargeError);
  });

  it('passes any other stream error through unchanged', async () => {
    const stream = new Readable({ read() {} });
    const failure = new Error('connection reset');

    const reading = readStreamLimited(stream, 10 * MB);
    stream.destroy(failure);

    await expect(reading).rejects.toBe(failure);
  });

  it('rejects a busboy-style file stream that hit its limit, and drains it instead of destroying it', async () => {
    // busboy's FileStream: pushes up to its limit, emits 'limit', flags `truncated`, then ends.
    const stream = Object.assign(new Readable({ read() {} }), { truncated: false });
    const ended = new Promise((resolve) => stream.once('end', resolve));
    const reading = readStreamLimited(stream, 10 * MB);
    stream.push(Buffer.alloc(CHUNK));
    stream.truncated = true;
    stream.emit('limit');
    stream.push(Buffer.alloc(CHUNK));
    stream.push(null);

    await expect(reading).rejects.toBeInstanceOf(PayloadTooLargeError);
    await ended; // a destroyed stream would never emit 'end'
    expect(stream.readableEnded).toBe(true);
  });

  it('rejects a stream that was destroyed before it ended', async () => {
    const stream = new Readable({ read() {} });
    const reading = readStreamLimited(stream, 10 * MB);
    stream.push(Buffer.alloc(10));
    stream.destroy();

    await expect(reading).rejects.toThrow('closed before it finished');
  });

  it('rejects, rather than waits forever for, a stream that has already ended', async () => {
    const stream = Readable.from([Buffer.from('x')]);
    await readStreamLimited(stream, 10);

    await expect(readStreamLimited(stream, 10)).rejects.toThrow('already consumed');
  });
});

describe('isUploadSizeLimitError', () => {
  it.each([
    [{ status: 413 }, true],
    [{ code: 'PAYLOAD_TOO_LARGE' }, true],
    [new Error('File truncated as it exceeds the 100 byte size limit.'), true],
    [new PayloadTooLargeError(), true],
    [new Error('File missing in the request.'), false],
    [null, false],
  ])('%p → %p', (error, expected) => {
    expect(isUploadSizeLimitError(error)).toBe(expected);
  });
});
