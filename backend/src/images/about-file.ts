import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';

/** Longest file name quoted back: a name is the sender's text, only ever shown, never used. */
const MAX_NAME_LENGTH = 120;

/**
 * The refusal of one uploaded file, its message starting with that file's name
 * ("IMG_2211.HEIC: HEIC photos can't be read…"), so an admin who sent several knows which one.
 * Other errors (storage, database) pass through unchanged.
 */
export function aboutFile(error: unknown, rawName: string | undefined): unknown {
  const name = cleanName(rawName);
  if (!name || !(error instanceof AppError) || error.fileName) return error;
  let named: AppError;
  if (error instanceof UnsupportedMediaTypeError) named = new UnsupportedMediaTypeError(`${name}: ${error.message}`);
  else if (error instanceof PayloadTooLargeError) named = new PayloadTooLargeError(`${name}: ${error.message}`);
  else if (error instanceof ValidationError) {
    const fields = Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, `${name}: ${message}`]));
    named = new ValidationError(fields, `${name}: ${error.message}`);
  } else return error;
  named.fileName = name;
  return named;
}

function cleanName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.length > MAX_NAME_LENGTH ? `${clean.slice(0, MAX_NAME_LENGTH - 1)}…` : clean;
}
