import '@testing-library/jest-dom';

// What jsdom lacks that react-router and the pages need, for every test (admin and public alike).
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
