import type { Readable } from 'node:stream';
import { GraphQLUpload } from 'graphql-upload-minimal';
import type { FileUpload } from 'graphql-upload-minimal';
import type { IncomingFile } from '../images/incoming-file';
import { FULL_IMAGE_MAX_SIDE, MAX_FILES_PER_REQUEST, MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES } from '../storage';

export { GraphQLUpload };
export type UploadArg = Promise<FileUpload>;

/** A file of a multipart request read whole before the operation ran (multipart-request.ts, the only maker of uploads), with its digest. */
export interface ReceivedUpload extends FileUpload {
  digest(): Promise<string>;
}

/**
 * A GraphQL multipart upload → the services' transport-neutral file. The whole body was read
 * before the operation ran (see multipart-request.ts), so the files can be opened in any order.
 */
export function toIncomingFile(upload: UploadArg | null | undefined): IncomingFile | null {
  if (!upload) return null;
  const received = upload as Promise<ReceivedUpload>;
  return {
    open: async () => (await received).createReadStream() as Readable,
    name: async () => (await received).filename,
    digest: async () => (await received).digest(),
  };
}

export function toIncomingFiles(uploads: UploadArg[] | null | undefined): IncomingFile[] {
  return (uploads ?? []).flatMap((upload) => toIncomingFile(upload) ?? []);
}

const IMAGE_RULES =
  `JPEG, PNG, GIF, WebP or AVIF, at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB and ${MAX_INPUT_PIXELS / 1_000_000} megapixels; ` +
  `stored as WebP at most ${FULL_IMAGE_MAX_SIDE} px on its longest side, with narrower variants`;

/** The upload arguments' descriptions (GraphQL multipart request spec), with the image rules they share. */
export const UPLOAD_DESCRIPTIONS = {
  image: `The image file (multipart upload): ${IMAGE_RULES}; required`,
  mainImage: `The main image file (multipart upload): ${IMAGE_RULES}; required`,
  extraImages: `Extra image files (multipart upload), shown in this order after the main image: each ${IMAGE_RULES}; at most ${MAX_FILES_PER_REQUEST} files per request`,
  replacement: `A new image file that replaces the current one (multipart upload): ${IMAGE_RULES}; the image is kept when left out`,
} as const;
