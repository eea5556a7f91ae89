import type { Readable } from 'node:stream';

/**
 * An uploaded file as the services see it, whatever the transport (GraphQL multipart or a
 * REST form). `open()` is called once; its bytes are checked, decoded and re-encoded before
 * anything is stored.
 */
export interface IncomingFile {
  open(): Readable | NodeJS.ReadableStream;
}
