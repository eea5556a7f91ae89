import type { ContentVersion } from '../content-version';
import { VersionedCache } from '../versioned-cache';
import type { RenderedPage } from './page-renderer';

/**
 * Pages are rendered for this stand-in origin and the request's own origin is written in afterwards,
 * so a page is rendered once whatever Host it is asked for (a made-up Host costs a string replace, not a
 * render). Origins are checked to be a bare scheme, host and port before they get here.
 */
export const ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';

const MAX_PAGES = 32;

/**
 * The rendered pages, each kept until the content version moves: a page is rendered once per state of
 * the content, however many requests, origins or spellings of its URL arrive, and at most once at a
 * time. Least recently used pages go first beyond MAX_PAGES (the public response cache keeps the
 * compressed answers; this only saves renders). A page that could not read its data (503) is not kept.
 */
export class RenderedPages {
  private readonly pages: VersionedCache<RenderedPage>;

  constructor(
    private readonly render: (url: string, origin: string) => Promise<RenderedPage>,
    contentVersion: ContentVersion,
  ) {
    this.pages = new VersionedCache(contentVersion, MAX_PAGES);
  }

  async get(url: string, origin: string): Promise<RenderedPage> {
    const rendering = this.pages.get(url, () => this.render(url, ORIGIN_PLACEHOLDER));
    const page = await rendering;
    if (page.status >= 500) this.pages.forget(url, rendering);
    return { status: page.status, html: page.html.replaceAll(ORIGIN_PLACEHOLDER, origin) };
  }
}
