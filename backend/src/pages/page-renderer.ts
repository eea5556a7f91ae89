import type { ApolloServer } from '@apollo/server';
import type { ExecuteOperation, LoadedPage, PageAssets, PageRenderer } from '@vriddhi/rules';
import fs from 'node:fs';
import path from 'node:path';
import { createActorContext, createContext, type GraphQLContext } from '../graphql/context';
import type { Actor } from '../modules/auth/actor';
import type { ServiceLayer } from '../service-layer';
import { readPageAssets } from './page-assets';

/** The built renderer's pages, bound to this server's GraphQL and the browser build's assets. */
export interface PublicPageRenderer {
  /**
   * The islands' loader the pages carry (their one inline script, built by the frontend's build), which
   * the server's CSP allows by its hash (securityHeaders): the build loaded first's; null when none was
   * built yet (PAGES_RELOAD). A later build that carries another is refused: the CSP is made once.
   */
  readonly islandsLoader: string | null;
  /** Reads the page at `url` as a visitor sees it, or as `previewer` does (an admin's preview, hidden content included). */
  load(url: string, previewer?: Actor): Promise<LoadedPage>;
  render(page: LoadedPage, origin: string): string;
}

/**
 * Loads the renderer built from frontend/src/public/server/render-page.tsx (`vite build --ssr`) and the
 * browser build's manifest. Null when the frontend is not built; the pages then answer that the site
 * is not built yet.
 */
export function loadPageRenderer(
  distDir: string,
  apollo: ApolloServer<GraphQLContext>,
  services: ServiceLayer,
  { reloadOnRebuild = false, timeZone }: { reloadOnRebuild?: boolean; timeZone: string },
): PublicPageRenderer | null {
  const bundle = path.join(distDir, '..', 'dist-server', 'render-page.cjs');
  const manifest = path.join(distDir, '.vite', 'manifest.json');
  const builtAt = () => `${fs.statSync(bundle, { throwIfNoEntry: false })?.mtimeMs}:${fs.statSync(manifest, { throwIfNoEntry: false })?.mtimeMs}`;
  const load = (): { assets: PageAssets; renderer: PageRenderer; version: string } | null => {
    const assets = readPageAssets(distDir);
    if (!assets || !fs.existsSync(bundle)) return null;
    delete require.cache[bundle];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, found at run time
    const { renderer } = require(bundle) as { renderer: PageRenderer };
    if (typeof renderer.islandsLoader !== 'string' || renderer.islandsLoader === '')
      throw new Error('The public pages were built without their islands’ loader: run `npm run build`');
    return { assets, renderer, version: builtAt() };
  };
  let loaded = load();
  if (!loaded && !reloadOnRebuild) return null;
  const islandsLoader = loaded?.renderer.islandsLoader ?? null;
  const current = () => {
    if (reloadOnRebuild && loaded?.version !== builtAt()) {
      const rebuilt = load();
      // The CSP allows the loader of the build loaded first: a page carrying another would have every
      // browser refuse it, and no island would ever run (`npm run dev` restarts the server when it changes).
      if (rebuilt && rebuilt.renderer.islandsLoader !== islandsLoader)
        throw new Error('The public pages were rebuilt with another islands’ loader than the server’s CSP allows: restart the server');
      loaded = rebuilt;
    }
    if (!loaded) throw new Error('The site is not built yet: run `npm run build`');
    return loaded;
  };

  // Pages read through the public GraphQL API in-process: the same schema, limits and error masking.
  const executeAs =
    (previewer?: Actor): ExecuteOperation =>
    async ({ query, variables, operationName }) => {
      const contextValue = previewer ? createActorContext(services, previewer, 'preview') : createContext(services, undefined, 'server-render');
      const response = await apollo.executeOperation<Record<string, unknown>>({ query, variables, operationName }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('A page asked for an incremental GraphQL result');
      return response.body.singleResult;
    };
  const execute = executeAs();
  // A page is rendered by the bundle that loaded it, even when a rebuild lands in between (npm run dev).
  const loadedBy = new WeakMap<LoadedPage, PageRenderer>();
  return {
    islandsLoader,
    load: async (url, previewer) => {
      const { renderer } = current();
      const page = await renderer.loadPage(url, previewer ? executeAs(previewer) : execute);
      loadedBy.set(page, renderer);
      return page;
    },
    render: (page, origin) => {
      const { renderer, assets } = current();
      return (loadedBy.get(page) ?? renderer).renderPage(page, { origin, timeZone }, assets);
    },
  };
}
