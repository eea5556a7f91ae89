import type { ContentVersion } from '../content-version';
import { VersionedCache } from '../versioned-cache';
import type { PublicPageRenderer } from './page-renderer';

/**
 * Pages are rendered for this stand-in origin and the request's own origin is written in afterwards,
 * so a page is rendered once whatever Host it is asked for (a made-up Host costs a string replace, not a
 * render). Origins are checked to be a bare scheme, host and port before they get here.
 */
export const ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';

const MAX_PAGES = 32;

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * The public pages: each request's page is loaded (its loader reads the services' cached lists and
 * decides the status), and rendered once per state of the content under the URL its loader names, so
 * every address of a missing project, or of no page, shares one render. A render is kept only when
 * no write committed since its load and its data could be read (not a 503); least recently used
 * renders go first beyond MAX_PAGES (the public response cache keeps the compressed answers).
 */
export class RenderedPages {
  private readonly renders: VersionedCache<string>;

  constructor(
    private readonly renderer: PublicPageRenderer,
    private readonly contentVersion: ContentVersion,
  ) {
    this.renders = new VersionedCache(contentVersion, MAX_PAGES);
  }

  async get(url: string, origin: string): Promise<RenderedPage> {
    const versionAtStart = this.contentVersion.current;
    const page = await this.renderer.load(url);
    const render = async () => this.renderer.render(page, ORIGIN_PLACEHOLDER);
    const keep = page.status < 500 && this.contentVersion.current === versionAtStart;
    const html = await (keep ? this.renders.get(page.renderUrl, render) : render());
    return { status: page.status, html: html.replaceAll(ORIGIN_PLACEHOLDER, origin) };
  }
}
