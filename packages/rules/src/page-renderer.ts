/**
 * What the server-rendered pages' bundle (frontend/src/public/server/render-page.tsx, built to
 * frontend/dist-server/render-page.cjs) offers the server (backend/src/pages): declared once, here.
 */

/** The answer of one GraphQL operation run in the server's own process. */
export interface OperationResult {
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
}

/** Runs one GraphQL operation in the server's process (the same schema, limits and services as /graphql). */
export type ExecuteOperation = (operation: {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<OperationResult>;

/** What every server-rendered page links or inlines from the browser build (frontend/dist). */
export interface PageAssets {
  /** The islands' module script (`/assets/islands-….js`), started by the pages' loader (`islandsLoader`) once a page has loaded. */
  script: string;
  /** CSS written into the head: the fonts' faces (with fallback metrics) and the page-independent rules. */
  inlineCss: string;
  /** The web fonts' stylesheet (`/assets/fonts-….css`): named on the loader's script, linked once a page has loaded (at once when an earlier one did). */
  webFonts: string | null;
  /**
   * The Tamil pages' font: Noto Sans Tamil's faces (`local()` first, then `/assets/noto-sans-tamil-….woff2`),
   * written into their head with `font-display: optional`, off until the loader finds this browser has
   * them. Tamil pages link no web-font stylesheet: their Latin letters stay in the fallbacks.
   */
  tamilFont: TamilFont | null;
}

export interface TamilFont {
  faces: string;
}

/** A page's data, read by its loader: the status it is answered with, and what the render depends on. */
export interface LoadedPage {
  /** 200; 404 when the page or its project does not exist; 503 when its data could not be read. */
  status: number;
  /**
   * The URL the page is rendered for, and the key its render is kept under: the page's own, or one
   * shared by every address that shows the same not-found page (so made-up addresses cost no render).
   */
  renderUrl: string;
  /** Opaque to the server: handed back to `renderPage`. */
  data: unknown;
}

/** What a page is rendered for, besides its data: where it is served and the firm's time. */
export interface RenderTarget {
  /** The site's origin, for absolute URLs (canonical, sharing, JSON-LD). */
  origin: string;
  /** The firm's time zone (TIME_ZONE), in which the dates it shows are written. */
  timeZone: string;
}

export interface PageRenderer {
  /** Reads what the page at `url` (path and query) shows; never renders. */
  loadPage(url: string, execute: ExecuteOperation): Promise<LoadedPage>;
  /** The page's complete HTML document, rendered once from what `loadPage` read. */
  renderPage(page: LoadedPage, target: RenderTarget, assets: PageAssets): string;
  /**
   * The islands' loader this build writes into the pages (built from frontend/src/public/islands/loader),
   * which the server's CSP allows by its hash: taken from here, the renderer the server loaded.
   */
  islandsLoader: string;
}
