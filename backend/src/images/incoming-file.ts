import type { Readable } from 'node:stream';

/**
 * An uploaded file as the services see it, whatever the transport (GraphQL multipart or a REST
 * form). `open()` is called once, when the file is about to be stored; its bytes are checked,
 * decoded and re-encoded before anything is kept. A storage driver that streams (S3) could read it
 * without holding it whole.
 */
export interface IncomingFile {
  open(): Readable | NodeJS.ReadableStream | Promise<Readable | NodeJS.ReadableStream>;
  /** The name the sender gave the file: only for naming it in a refusal, never trusted for anything else. */
  name?(): Promise<string | undefined>;
  /** The SHA-256 of the bytes as sent (hex), taken as they arrived: what a retried create is compared by (IdempotencyService). */
  digest(): Promise<string>;
}
