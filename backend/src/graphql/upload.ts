import type { Readable } from 'node:stream';
import { GraphQLUpload } from 'graphql-upload-minimal';
import type { FileUpload } from 'graphql-upload-minimal';
import { PayloadTooLargeError } from '../errors';
import type { IncomingFile } from '../images/incoming-file';
import { isUploadSizeLimitError } from '../storage';

export { GraphQLUpload };
export type UploadArg = Promise<FileUpload>;

/**
 * A GraphQL multipart upload → the services' transport-neutral file.
 *
 * graphql-upload-minimal hands out each part as the live request stream, and the next part only
 * arrives once the current one has been read. So an upload is not awaited up front (awaiting the
 * second file of a request before the first one is read never ends): it is awaited when the
 * service opens it, and the services read their files one at a time, in argument order, which is
 * the order clients send the parts in.
 */
export function toIncomingFile(upload: UploadArg | null | undefined): IncomingFile | null {
  if (!upload) return null;
  return {
    open: async () => {
      const file = await upload;
      try {
        return file.createReadStream() as Readable;
      } catch (error) {
        // graphql-upload-minimal throws here when the part was cut off at the size limit.
        if (isUploadSizeLimitError(error)) throw new PayloadTooLargeError();
        throw error;
      }
    },
  };
}

export function toIncomingFiles(uploads: UploadArg[] | null | undefined): IncomingFile[] {
  return (uploads ?? []).flatMap((upload) => toIncomingFile(upload) ?? []);
}
