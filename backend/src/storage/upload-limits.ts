import { UPLOAD_LIMITS } from '@vriddhi/rules';

export const MAX_UPLOAD_BYTES = UPLOAD_LIMITS.maxBytes;
export const MAX_FILES_PER_REQUEST = UPLOAD_LIMITS.maxFilesPerRequest;
