import type { Readable } from 'node:stream';

/**
 * An uploaded file as the services see it, whatever the transport (GraphQL multipart or a
 * REST form). `open()` is called once, when the file is about to be read (a GraphQL upload's
 * part may not have arrived yet); its bytes are checked, decoded and re-encoded before anything
 * is stored.
 */
export interface IncomingFile {
  open(): Readable | NodeJS.ReadableStream | Promise<Readable | NodeJS.ReadableStream>;
}
