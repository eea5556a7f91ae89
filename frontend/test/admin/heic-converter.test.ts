import { setImmediate as realSetImmediate } from 'node:timers';
import heic2any from 'heic2any';
import { CONVERSION_TIMEOUT_MS, CONVERTER_LOAD_TIMEOUT_MS, convertHeicInFrame, resetHeicConverter } from '@/admin/ui/heic-converter-frame';
import { convertRequest } from '@/heic-converter/convert';
import { isConvertAnswer, isConvertRequest, type ConvertRequest } from '@/heic-converter/protocol';

// jsdom loads no page into the frame: the test plays the converter page's part by answering from the
// frame's window, and runs the page's conversion step (convertRequest) with heic2any standing in.
jest.mock('heic2any', () => ({ __esModule: true, default: jest.fn() }));
const heic2anyMock = heic2any as unknown as jest.Mock;

// jsdom's Blob cannot give its bytes as a promise (browsers' can): read them as a browser's FileReader would.
if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

const heicFile = () => new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'IMG_2211.HEIC', { type: 'image/heic' });
const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).buffer;

const converterFrame = () => document.querySelector<HTMLIFrameElement>('iframe[title="Photo converter"]');

/** A message to the admin's window as if `source` had posted it (postMessage's event, with its "null" origin). */
function messageFrom(source: Window | null, data: unknown): void {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin: 'null' }));
}

/** The requests the admin posts into the frame. */
function requestsTo(frame: HTMLIFrameElement): ConvertRequest[] {
  const requests: ConvertRequest[] = [];
  frame.contentWindow!.addEventListener('message', (event) => requests.push(event.data as ConvertRequest));
  return requests;
}

async function readyFrame(): Promise<HTMLIFrameElement> {
  await waitFor(() => converterFrame() !== null);
  const frame = converterFrame()!;
  messageFrom(frame.contentWindow, { type: 'heic-converter-ready' });
  return frame;
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

beforeEach(() => {
  resetHeicConverter();
  document.body.innerHTML = '';
  heic2anyMock.mockReset();
});

afterEach(() => jest.useRealTimers());

describe('the admin side: a hidden, sandboxed frame', () => {
  test('no frame until a HEIC is converted; then one, sandboxed without allow-same-origin, kept for the next photos', async () => {
    expect(converterFrame()).toBeNull();
    const first = convertHeicInFrame(heicFile(), 0.85);
    const frame = await readyFrame();
    expect(frame.getAttribute('src')).toBe('/admin-tools/heic-converter');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.hidden).toBe(true);
    const requests = requestsTo(frame);

    await waitFor(() => requests.length === 1);
    expect(requests[0]).toMatchObject({ type: 'heic-convert', quality: 0.85 });
    expect(new Uint8Array(requests[0]!.heic).slice(4, 8)).toEqual(new Uint8Array([102, 116, 121, 112]));
    messageFrom(frame.contentWindow, { type: 'heic-converted', id: requests[0]!.id, jpeg: jpegBytes() });
    const jpeg = await first;
    expect(jpeg.type).toBe('image/jpeg');
    expect(jpeg.size).toBe(7);

    const second = convertHeicInFrame(heicFile(), 0.85);
    await waitFor(() => requests.length === 2);
    expect(requests[1]!.id).not.toBe(requests[0]!.id);
    messageFrom(frame.contentWindow, { type: 'heic-convert-failed', id: requests[1]!.id });
    await expect(second).rejects.toThrow('The photo could not be read');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  test('ignores messages from any other window, and ones of the wrong shape', async () => {
    const converted = convertHeicInFrame(heicFile(), 0.85);
    await waitFor(() => converterFrame() !== null);
    const frame = converterFrame()!;
    const requests = requestsTo(frame);
    // Another window saying it is ready does not make the admin send the photo.
    messageFrom(window, { type: 'heic-converter-ready' });
    messageFrom(null, { type: 'heic-converter-ready' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toHaveLength(0);

    messageFrom(frame.contentWindow, { type: 'heic-converter-ready' });
    await waitFor(() => requests.length === 1);
    const id = requests[0]!.id;
    messageFrom(window, { type: 'heic-converted', id, jpeg: new Uint8Array([1]).buffer });
    messageFrom(frame.contentWindow, { type: 'heic-converted', id, jpeg: 'not bytes' });
    messageFrom(frame.contentWindow, { type: 'heic-converted', id: String(id), jpeg: jpegBytes() });
    messageFrom(frame.contentWindow, { type: 'heic-converted', id, jpeg: jpegBytes() });
    expect((await converted).size).toBe(7);
  });

  test('gives up on a converter that does not load, and tries a new frame for the next photo', async () => {
    jest.useFakeTimers();
    const converted = convertHeicInFrame(heicFile(), 0.85);
    const outcome = expect(converted).rejects.toThrow('The photo converter did not load');
    await jest.advanceTimersByTimeAsync(CONVERTER_LOAD_TIMEOUT_MS);
    await outcome;
    expect(converterFrame()).toBeNull();

    const again = convertHeicInFrame(heicFile(), 0.85);
    await jest.advanceTimersByTimeAsync(0);
    expect(converterFrame()).not.toBeNull();
    void again.catch(() => undefined);
  });

  test('gives up on a photo the converter does not answer for', async () => {
    jest.useFakeTimers();
    const converted = convertHeicInFrame(heicFile(), 0.85);
    const outcome = expect(converted).rejects.toThrow('The photo converter did not answer');
    messageFrom(converterFrame()!.contentWindow, { type: 'heic-converter-ready' });
    // jsdom's FileReader reads the photo on Node's own (real) clock; then the admin starts its wait.
    for (let i = 0; i < 100 && jest.getTimerCount() === 0; i++) await new Promise((resolve) => realSetImmediate(resolve));
    await jest.advanceTimersByTimeAsync(CONVERSION_TIMEOUT_MS - 1);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    await jest.advanceTimersByTimeAsync(1);
    await outcome;
  });
});

describe('the converter page side', () => {
  test('converts the bytes it is sent to JPEG with heic2any, at the quality asked for', async () => {
    heic2anyMock.mockResolvedValue(new Blob([jpegBytes()], { type: 'image/jpeg' }));
    const answer = await convertRequest({ type: 'heic-convert', id: 7, heic: new Uint8Array([1, 2, 3]).buffer, quality: 0.85 });
    expect(heic2anyMock).toHaveBeenCalledWith({ blob: expect.any(Blob), toType: 'image/jpeg', quality: 0.85 });
    const sent = heic2anyMock.mock.calls[0][0].blob as Blob;
    expect([sent.type, sent.size]).toEqual(['image/heic', 3]);
    expect(answer).toMatchObject({ type: 'heic-converted', id: 7 });
    expect(isConvertAnswer(answer)).toBe(true);
  });

  test('a burst (several images) gives its first; an unreadable file gives a failure, not an exception', async () => {
    heic2anyMock.mockResolvedValue([new Blob([jpegBytes()]), new Blob([new Uint8Array(99)])]);
    const burst = await convertRequest({ type: 'heic-convert', id: 1, heic: new ArrayBuffer(4), quality: 0.85 });
    expect(burst.type === 'heic-converted' && burst.jpeg.byteLength).toBe(7);

    heic2anyMock.mockRejectedValue({ code: 2, message: 'ERR_LIBHEIF format not supported' });
    expect(await convertRequest({ type: 'heic-convert', id: 2, heic: new ArrayBuffer(4), quality: 0.85 })).toEqual({ type: 'heic-convert-failed', id: 2 });
  });

  test('takes only well-formed requests', () => {
    expect(isConvertRequest({ type: 'heic-convert', id: 1, heic: new ArrayBuffer(1), quality: 0.85 })).toBe(true);
    expect(isConvertRequest({ type: 'heic-convert', id: 1, heic: 'bytes', quality: 0.85 })).toBe(false);
    expect(isConvertRequest({ type: 'heic-convert', id: 1.5, heic: new ArrayBuffer(1), quality: 0.85 })).toBe(false);
    expect(isConvertRequest({ type: 'heic-convert', id: 1, heic: new ArrayBuffer(1), quality: 5 })).toBe(false);
    expect(isConvertRequest(null)).toBe(false);
  });
});
