import { Readable } from 'node:stream';
import { PayloadTooLargeError } from '../../src/errors';
import { readStreamLimited } from '../../src/storage';
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
    await expect(readStreamLimited(trackedStream(data).stream, data.length)).resolves.toHaveLength(data.length);
  });

  it('passes any other stream error through unchanged', async () => {
    const stream = new Readable({ read() {} });
    const failure = new Error('connection reset');

    const reading = readStreamLimited(stream, 10 * MB);
    stream.destroy(failure);

    await expect(reading).rejects.toBe(failure);
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
