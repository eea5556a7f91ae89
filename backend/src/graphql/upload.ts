import type { Readable } from 'node:stream';
import { GraphQLUpload } from 'graphql-upload-minimal';
import type { FileUpload } from 'graphql-upload-minimal';
import type { IncomingFile } from '../images/incoming-file';

export { GraphQLUpload };
export type UploadArg = Promise<FileUpload>;

/**
 * A GraphQL multipart upload → the services' transport-neutral file. The whole body was read
 * before the operation ran (see multipart-request.ts), so the files can be opened in any order.
 */
export function toIncomingFile(upload: UploadArg | null | undefined): IncomingFile | null {
  if (!upload) return null;
  return { open: async () => (await upload).createReadStream() as Readable };
}

export function toIncomingFiles(uploads: UploadArg[] | null | undefined): IncomingFile[] {
  return (uploads ?? []).flatMap((upload) => toIncomingFile(upload) ?? []);
}
