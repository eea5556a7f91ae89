import { readCacheVersion } from '../read-cache';
import type { RenderedPage } from './page-renderer';

/**
 * Pages are rendered for this stand-in origin and the request's own origin is written in afterwards,
 * so a page is rendered once whatever Host it is asked for (a made-up Host costs a string replace, not a
 * render). Origins are checked to be a bare scheme, host and port before they get here.
 */
export const ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';

const MAX_PAGES = 32;

/**
 * The rendered pages, each kept until the next write of public content: a page is rendered once per
 * state of the content, however many requests, origins or spellings of its URL arrive, and at most once
 * at a time. Least recently used pages go first beyond MAX_PAGES (the public response cache keeps the
 * compressed answers; this only saves renders).
 */
export class RenderedPages {
  private pages = new Map<string, Promise<RenderedPage>>();
  private version = readCacheVersion();

  constructor(private readonly render: (url: string, origin: string) => Promise<RenderedPage>) {}

  async get(url: string, origin: string): Promise<RenderedPage> {
    const page = await this.forAnyOrigin(url);
    return { status: page.status, html: page.html.replaceAll(ORIGIN_PLACEHOLDER, origin) };
  }

  private forAnyOrigin(url: string): Promise<RenderedPage> {
    if (this.version !== readCacheVersion()) {
      this.pages.clear();
      this.version = readCacheVersion();
    }
    const kept = this.pages.get(url);
    if (kept) {
      this.pages.delete(url);
      this.pages.set(url, kept);
      return kept;
    }
    const version = this.version;
    const rendering = this.render(url, ORIGIN_PLACEHOLDER);
    this.pages.set(url, rendering);
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    // A page that failed, could not read its data (503), or was rendered across a write is not kept.
    const forget = () => {
      if (this.pages.get(url) === rendering) this.pages.delete(url);
    };
    rendering.then((page) => {
      if (page.status >= 500 || version !== readCacheVersion()) forget();
    }, forget);
    return rendering;
  }
}
