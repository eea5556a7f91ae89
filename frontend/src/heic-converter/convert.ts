import heic2any from 'heic2any';
import type { ConvertAnswer, ConvertRequest } from './protocol';

/**
 * Converts one HEIC to JPEG with heic2any (libheif compiled to JavaScript, run in a blob: worker that
 * builds functions with `new Function`): why this runs only in the sandboxed converter page.
 */
export async function convertRequest({ id, heic, quality }: ConvertRequest): Promise<ConvertAnswer> {
  try {
    const result = await heic2any({ blob: new Blob([heic], { type: 'image/heic' }), toType: 'image/jpeg', quality });
    // A HEIC can hold several images (a burst): the first is the photo.
    const jpeg = Array.isArray(result) ? result[0] : result;
    return { type: 'heic-converted', id, jpeg: await jpeg.arrayBuffer() };
  } catch {
    return { type: 'heic-convert-failed', id };
  }
}
