import { convertRequest } from './convert';
import { isConvertRequest, type ConverterReady } from './protocol';

/**
 * The converter page's script. The page is sandboxed (CSP `sandbox allow-scripts`, no allow-same-origin), so
 * it runs in an opaque origin: the eval heic2any needs cannot read the admin's token or cookies. Its answers
 * go to '*' because a sandboxed page cannot name its parent's origin; the page may only be framed by our own
 * pages (frame-ancestors 'self'), so the parent is the admin.
 */
function answer(message: object, transfer: Transferable[] = []): void {
  window.parent.postMessage(message, '*', transfer);
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.source !== window.parent || !isConvertRequest(event.data)) return;
  void convertRequest(event.data).then((result) => answer(result, result.type === 'heic-converted' ? [result.jpeg] : []));
});

answer({ type: 'heic-converter-ready' } satisfies ConverterReady);
