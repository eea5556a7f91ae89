/** jsdom lacks a few browser APIs the public site and react-router use. Import first in every public test file. */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;

// Data routers build a Request per navigation; jsdom has none. Enough for routes without loaders.
if (!g.Request) {
  g.Request = class Request {
    url: string;
    method: string;
    signal: AbortSignal;
    body: unknown;
    constructor(input: string | URL | { url: string }, init: { method?: string; signal?: AbortSignal; body?: unknown } = {}) {
      this.url = typeof input === 'string' ? input : 'href' in input ? input.href : input.url;
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.body = init.body;
    }
  };
}

Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: jest.fn() });

export function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

setReducedMotion(false);

export function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
