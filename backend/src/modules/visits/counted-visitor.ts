import { isbot } from 'isbot';
import type { IncomingMessage } from 'node:http';

/** User agents recently judged: the same few browsers ask for nearly every page, and isbot's pattern costs microseconds. */
const MAX_JUDGED = 500;
const judged = new Map<string, boolean>();

function isBrowser(userAgent: string): boolean {
  let browser = judged.get(userAgent);
  if (browser === undefined) {
    browser = !isbot(userAgent);
    if (judged.size >= MAX_JUDGED) judged.clear();
    judged.set(userAgent, browser);
  }
  return browser;
}

/**
 * Whether a request comes from a person's browser, as far as its headers tell: a user agent that
 * isbot does not recognise as a crawler, a script or a headless browser (a request without one is a
 * script too), and not a prefetch or prerender the visitor may never look at (Sec-Purpose; a
 * prerendered page shown says so itself, with a beacon).
 */
export function isCountedVisitor(req: IncomingMessage): boolean {
  const userAgent = req.headers['user-agent'];
  if (!userAgent || !isBrowser(userAgent)) return false;
  return req.headers['sec-purpose'] === undefined && req.headers.purpose === undefined;
}
