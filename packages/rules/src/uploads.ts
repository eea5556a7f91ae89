/** What one upload may be: checked by the server on every request, and by the admin before sending. */
export const UPLOAD_LIMITS = {
  /** Per image file. */
  maxBytes: 10 * 1024 * 1024,
  /** Per request: a project's main image and its extra ones together. */
  maxFilesPerRequest: 20,
} as const;

/** A project shows its main image and at most this many extra ones (what one request can carry besides the main image). */
export const MAX_EXTRA_PROJECT_IMAGES = UPLOAD_LIMITS.maxFilesPerRequest - 1;

/** '10 MB': the per-file limit as people read it. */
export const MAX_UPLOAD_SIZE_TEXT = `${UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB`;
