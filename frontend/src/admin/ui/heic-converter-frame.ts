import { HEIC_CONVERTER_PATH } from '@vriddhi/rules';
import { isConvertAnswer, isConverterReady, type ConvertAnswer, type ConvertRequest } from '@/heic-converter/protocol';

/**
 * Converts HEIC photos to JPEG in a hidden, sandboxed frame (the converter page, frontend/src/heic-converter).
 * heic2any needs eval and a blob: worker; the admin's own pages allow neither (their CSP keeps
 * `script-src 'self'`, so an injected script could not build code to read the token in localStorage).
 * The frame is made the first time a HEIC is chosen and kept for the next ones.
 */

/** How long the converter page may take to load (a 1.3 MB script, once). */
export const CONVERTER_LOAD_TIMEOUT_MS = 30_000;
/** How long one photo may take to convert (a 48-megapixel HEIC takes seconds on a slow laptop). */
export const CONVERSION_TIMEOUT_MS = 120_000;

type Pending = (answer: ConvertAnswer | null) => void;

interface Converter {
  frame: HTMLIFrameElement;
  pending: Map<number, Pending>;
}

let converter: Promise<Converter> | null = null;
let nextId = 1;

/** The JPEG bytes of `heic`; rejects when the photo cannot be read, the converter did not load or took too long. */
export async function convertHeicInFrame(heic: Blob, quality: number): Promise<Blob> {
  const { frame, pending } = await openConverter();
  const id = nextId++;
  const bytes = await heic.arrayBuffer();
  const answer = await new Promise<ConvertAnswer | null>((resolve) => {
    const timer = setTimeout(() => settle(null), CONVERSION_TIMEOUT_MS);
    function settle(result: ConvertAnswer | null) {
      clearTimeout(timer);
      pending.delete(id);
      resolve(result);
    }
    pending.set(id, settle);
    const request: ConvertRequest = { type: 'heic-convert', id, heic: bytes, quality };
    // '*': a sandboxed frame's origin is opaque ("null") and cannot be named as a target; what is sent is
    // the admin's own photo, to the frame this module made with our own page in it.
    frame.contentWindow?.postMessage(request, '*', [bytes]);
  });
  if (answer?.type !== 'heic-converted') throw new Error(answer ? 'The photo could not be read' : 'The photo converter did not answer');
  return new Blob([answer.jpeg], { type: 'image/jpeg' });
}

function openConverter(): Promise<Converter> {
  converter ??= loadConverter().catch((error: unknown) => {
    // The next HEIC tries again with a new frame.
    converter = null;
    throw error;
  });
  return converter;
}

function loadConverter(): Promise<Converter> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    const pending = new Map<number, Pending>();
    frame.hidden = true;
    frame.title = 'Photo converter';
    // The page's own CSP sandboxes it too; this attribute keeps it sandboxed even if those headers were lost.
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.src = HEIC_CONVERTER_PATH;
    const timer = setTimeout(() => fail(new Error('The photo converter did not load')), CONVERTER_LOAD_TIMEOUT_MS);
    let ready = false;
    function fail(error: Error) {
      window.removeEventListener('message', onMessage);
      frame.remove();
      reject(error);
    }
    function onMessage(event: MessageEvent<unknown>) {
      // Only messages from our frame count. Its event.origin is "null" (the sandbox gives it an opaque
      // origin), so the window it came from is what identifies it, and the data is checked for shape.
      if (event.source !== frame.contentWindow) return;
      if (!ready && isConverterReady(event.data)) {
        ready = true;
        clearTimeout(timer);
        resolve({ frame, pending });
      } else if (ready && isConvertAnswer(event.data)) {
        pending.get(event.data.id)?.(event.data);
      }
    }
    window.addEventListener('message', onMessage);
    document.body.append(frame);
  });
}

/** Forgets the converter frame (tests start each case without one). */
export function resetHeicConverter(): void {
  void converter?.then(
    ({ frame }) => frame.remove(),
    () => undefined,
  );
  converter = null;
}
