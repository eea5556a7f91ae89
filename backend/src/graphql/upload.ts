import { GraphQLUpload } from 'graphql-upload-minimal';
import type { FileUpload } from 'graphql-upload-minimal';
import { PayloadTooLargeError } from '../errors';
import type { IncomingFile } from '../images/incoming-file';
import { isUploadSizeLimitError } from '../storage';

export { GraphQLUpload };
export type UploadArg = Promise<FileUpload>;

/** A GraphQL multipart upload → the services' transport-neutral file. */
export async function toIncomingFile(upload: UploadArg | null | undefined): Promise<IncomingFile | null> {
  if (!upload) return null;
  const file = await upload;
  return {
    open: () => {
      try {
        return file.createReadStream();
      } catch (error) {
        // graphql-upload-minimal throws here when the part was cut off at the size limit.
        if (isUploadSizeLimitError(error)) throw new PayloadTooLargeError();
        throw error;
      }
    },
  };
}

export async function toIncomingFiles(uploads: UploadArg[] | null | undefined): Promise<IncomingFile[]> {
  const files: IncomingFile[] = [];
  for (const upload of uploads ?? []) {
    const file = await toIncomingFile(upload);
    if (file) files.push(file);
  }
  return files;
}
