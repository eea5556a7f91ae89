import './setup-dom';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { checkImageFile, HEIC_MESSAGE, NOT_AN_IMAGE_MESSAGE } from '@/admin/ui/image-files';
import { preview } from '@/admin/ui/text';
import { clearLogin, expireLogin, onLoginExpired, readUserInfo, saveLogin } from '@/admin/lib/auth-storage';
import { describeError, errorCode, fieldErrors, IMAGE_TOO_LARGE_MESSAGE } from '@/admin/lib/graphql-errors';
import { uploadFetch } from '@/admin/lib/upload-fetch';
import { imageFile } from './helpers';

describe('auth storage', () => {
  beforeEach(() => localStorage.clear());

  test('saves both keys and reads them back', () => {
    saveLogin({ token: 't1', name: 'Ravi', email: 'r@example.com', role: 'admin' });
    expect(readUserInfo()).toEqual({ token: 't1', name: 'Ravi', email: 'r@example.com', role: 'admin' });
    expect(localStorage.getItem('token')).toBe('t1');
    clearLogin();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('unparsable or token-less userInfo is no login', () => {
    localStorage.setItem('userInfo', 'nope');
    expect(readUserInfo()).toBeNull();
    localStorage.setItem('userInfo', JSON.stringify({ token: '' }));
    expect(readUserInfo()).toBeNull();
    localStorage.setItem('userInfo', 'null');
    expect(readUserInfo()).toBeNull();
  });

  test('expiry clears the login and tells the listeners', () => {
    saveLogin({ token: 't1', name: 'Ravi', email: 'r@example.com', role: 'admin' });
    const listener = jest.fn();
    const stop = onLoginExpired(listener);
    expireLogin();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    stop();
    expireLogin();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('image checks', () => {
  test('accepts images up to 10 MB', () => {
    expect(checkImageFile(imageFile('a.jpg', 10 * 1024 * 1024))).toBeNull();
  });
  test('refuses larger images, other files and HEIC', () => {
    expect(checkImageFile(imageFile('a.jpg', 10 * 1024 * 1024 + 1))).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(checkImageFile(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(checkImageFile(new File(['x'], 'IMG_1.HEIC', { type: 'image/heic' }))).toBe(HEIC_MESSAGE);
  });
  test('a file without a type is judged by its name', () => {
    expect(checkImageFile(new File(['x'], 'photo.jpeg', { type: '' }))).toBeNull();
    expect(checkImageFile(new File(['x'], 'notes.txt', { type: '' }))).toBe(NOT_AN_IMAGE_MESSAGE);
  });
});

test('preview cuts at 150 characters', () => {
  expect(preview('short')).toBe('short');
  expect(preview('a'.repeat(200))).toBe(`${'a'.repeat(150)}…`);
});

describe('GraphQL errors', () => {
  const graphQL = (code: string, extra: Record<string, unknown> = {}) =>
    new CombinedGraphQLErrors({ errors: [{ message: 'Server says no', extensions: { code, ...extra } }] });

  test('reads codes and field messages', () => {
    const error = graphQL('BAD_USER_INPUT', { fields: { title: 'Title is required' } });
    expect(errorCode(error)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(error)).toEqual({ title: 'Title is required' });
  });

  test('maps upload refusals, hides internal errors, keeps other messages', () => {
    expect(describeError(graphQL('PAYLOAD_TOO_LARGE'), 'fallback')).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(describeError(graphQL('UNSUPPORTED_MEDIA_TYPE'), 'fallback')).toMatch(/not a supported image/);
    expect(describeError(graphQL('INTERNAL_SERVER_ERROR'), 'fallback')).toBe('fallback');
    expect(describeError(graphQL('NOT_FOUND'), 'fallback')).toBe('Server says no');
    expect(describeError(new TypeError('Failed to fetch'), 'fallback')).toBe('Network error. Please check if the server is running.');
  });

  test('an HTTP 413 from a proxy is a too-large image', () => {
    const error = new ServerError('413', { response: { status: 413 } as Response, bodyText: '<html>Request Entity Too Large</html>' });
    expect(describeError(error, 'fallback')).toBe(IMAGE_TOO_LARGE_MESSAGE);
  });
});

describe('uploadFetch', () => {
  class FakeResponse {
    constructor(
      public body: string | null,
      public init: { status: number; headers: unknown },
    ) {}
    get status() {
      return this.init.status;
    }
  }
  class FakeHeaders {
    entries: [string, string][] = [];
    constructor(init?: Record<string, string>) {
      if (init) this.entries = Object.entries(init);
    }
    append(key: string, value: string) {
      this.entries.push([key, value]);
    }
    forEach(fn: (value: string, key: string) => void) {
      this.entries.forEach(([key, value]) => fn(value, key));
    }
  }

  let sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown };
  const created: FakeXhr[] = [];
  const latest = () => created[created.length - 1];
  class FakeXhr {
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    ontimeout?: () => void;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    constructor() {
      created.push(this);
    }
    open(method: string, url: string) {
      sent = { method, url, headers: {} };
    }
    setRequestHeader(key: string, value: string) {
      sent.headers[key] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    send(body: unknown) {
      sent.body = body;
    }
    abort() {
      this.onabort?.();
    }
  }

  const g = globalThis as Record<string, unknown>;
  const saved = { XMLHttpRequest: g.XMLHttpRequest, Response: g.Response, Headers: g.Headers };
  beforeAll(() => {
    g.XMLHttpRequest = FakeXhr;
    g.Response = FakeResponse;
    g.Headers = FakeHeaders;
  });
  afterAll(() => Object.assign(g, saved));

  test('reports upload progress and resolves with the answer', async () => {
    const progress: number[] = [];
    const promise = uploadFetch('/graphql', {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'apollo-require-preflight': 'true' } as unknown as HeadersInit,
      body: 'form',
      onUploadProgress: ({ loaded, total }) => progress.push(Math.round((loaded / total) * 100)),
    });
    expect(sent).toMatchObject({ method: 'POST', url: '/graphql', body: 'form' });
    expect(sent.headers).toEqual({ authorization: 'Bearer t', 'apollo-require-preflight': 'true' });
    const xhr = latest();
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.status = 200;
    xhr.responseText = '{"data":{}}';
    xhr.onload?.();
    const response = (await promise) as unknown as FakeResponse;
    expect(progress).toEqual([25, 100]);
    expect(response.status).toBe(200);
    expect(response.body).toBe('{"data":{}}');
  });

  test('rejects like fetch when the network fails', async () => {
    const promise = uploadFetch('/graphql', { method: 'POST', body: 'form', onUploadProgress: () => undefined });
    latest().onerror?.();
    await expect(promise).rejects.toThrow(TypeError);
  });

  test('aborts with the signal', async () => {
    const controller = new AbortController();
    const promise = uploadFetch('/graphql', { method: 'POST', body: 'form', signal: controller.signal, onUploadProgress: () => undefined });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
