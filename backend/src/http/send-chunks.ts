import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

/**
 * Sends `chunks` as the response body as they are made (the headers must be set). A client that
 * leaves ends it quietly. A chunk that cannot be made (the database or the disk failed partway) cuts the
 * connection off, so the client sees a failed download rather than a short file, and rejects with
 * that error: the error handler logs it with the request id.
 */
export async function sendChunks(res: Response, chunks: AsyncIterable<string | Uint8Array>): Promise<void> {
  let failure: { error: unknown } | undefined;
  // Only the source's own failure is kept: a client that leaves ends it with return(), not an error.
  const watched = async function* () {
    try {
      yield* chunks;
    } catch (error) {
      failure = { error };
      throw error;
    }
  };
  await pipeline(Readable.from(watched()), res).catch(() => undefined);
  if (failure) throw failure.error;
}
