/**
 * jsdom lacks a few browser APIs that Chakra/Zag and the image pickers use. Imported first by every
 * admin test file (the shared test/setup.ts belongs to everyone).
 */
import { configure } from '@testing-library/react';

const g = globalThis as Record<string, unknown>;

let urlCounter = 0;
if (!('createObjectURL' in URL)) {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: () => `blob:test/${++urlCounter}` });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => undefined });
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!g.ResizeObserver) g.ResizeObserver = NoopObserver;
if (!g.IntersectionObserver) g.IntersectionObserver = NoopObserver;
// jsdom's scrollTo only reports "not implemented".
window.scrollTo = (() => undefined) as typeof window.scrollTo;
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!g.structuredClone) g.structuredClone = (value: unknown) => JSON.parse(JSON.stringify(value));
// Zag's switch makes a PointerEvent when a focused switch is pressed with a key or loses focus.
if (!g.PointerEvent) g.PointerEvent = class PointerEvent extends MouseEvent {};

export {};

// The toast group's own timers update the Toaster outside act(); harmless, and not ours to wrap.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  const text = typeof args[0] === 'string' ? args[0].replace('%s', String(args[1])) : '';
  if (text.includes('An update to Toaster inside a test was not wrapped in act')) return;
  originalError(...args);
};

// Two-core CI machines run suites in parallel: give async queries more room than the 1 s default.
configure({ asyncUtilTimeout: 4000 });
