/**
 * The messages between the admin (frontend/src/admin/ui/heic-converter-frame.ts) and the sandboxed HEIC
 * converter page it frames (main.ts here, served at HEIC_CONVERTER_PATH (@vriddhi/rules) with its own strict headers).
 * Either side checks every message it gets against these shapes before using it.
 */

/** Converter → admin, once its script has loaded: it can take files now. */
export interface ConverterReady {
  type: 'heic-converter-ready';
}
/** Admin → converter: one HEIC's bytes (transferred, not copied). */
export interface ConvertRequest {
  type: 'heic-convert';
  id: number;
  heic: ArrayBuffer;
  quality: number;
}
/** Converter → admin: the answer to request `id`, the JPEG's bytes or nothing when the file could not be read. */
export type ConvertAnswer = { type: 'heic-converted'; id: number; jpeg: ArrayBuffer } | { type: 'heic-convert-failed'; id: number };

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

export function isConverterReady(data: unknown): data is ConverterReady {
  return isRecord(data) && data.type === 'heic-converter-ready';
}

export function isConvertRequest(data: unknown): data is ConvertRequest {
  return (
    isRecord(data) &&
    data.type === 'heic-convert' &&
    isId(data.id) &&
    data.heic instanceof ArrayBuffer &&
    typeof data.quality === 'number' &&
    data.quality > 0 &&
    data.quality <= 1
  );
}

export function isConvertAnswer(data: unknown): data is ConvertAnswer {
  if (!isRecord(data) || !isId(data.id)) return false;
  if (data.type === 'heic-convert-failed') return true;
  return data.type === 'heic-converted' && data.jpeg instanceof ArrayBuffer && data.jpeg.byteLength > 0;
}
