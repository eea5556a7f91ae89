/**
 * A `fetch` for apollo-upload-client that reports upload progress. `fetch` cannot report how many
 * request bytes have been sent, XMLHttpRequest can: when the caller passes `onUploadProgress` in the
 * operation's `context.fetchOptions`, the request goes through XMLHttpRequest; otherwise through
 * the normal `fetch`.
 */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadProgressHandler = (progress: UploadProgress) => void;

export interface UploadFetchInit extends RequestInit {
  onUploadProgress?: UploadProgressHandler;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  raw
    .trim()
    .split(/[\r\n]+/)
    .forEach((line) => {
      const index = line.indexOf(':');
      if (index <= 0) return;
      try {
        headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
      } catch {
        // A header the Headers class refuses is not needed by Apollo.
      }
    });
  return headers;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function uploadFetch(input: RequestInfo | URL, init: UploadFetchInit = {}): Promise<Response> {
  const { onUploadProgress, ...rest } = init;
  if (!onUploadProgress || typeof XMLHttpRequest === 'undefined') return fetch(input, rest);

  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = rest.signal;

    if (signal?.aborted) {
      reject(new DOMException('The operation was aborted.', 'AbortError'));
      return;
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open(rest.method ?? 'GET', url, true);
    xhr.withCredentials = rest.credentials === 'include';
    new Headers(rest.headers).forEach((value, key) => xhr.setRequestHeader(key, value));

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      done();
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(
        new Response(body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    };

    xhr.send((rest.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
