import type { ApolloServer } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import { createContext, type GraphQLContext } from '../graphql/context';
import type { ServiceLayer } from '../service-layer';
import { readPageAssets, type PageAssets } from './page-assets';

/** The server renderer built from frontend/src/server/render-page.tsx (`vite build --ssr`). */
interface RenderModule {
  renderPublicPage(request: {
    url: string;
    origin: string;
    execute: (operation: { query: string; variables: Record<string, unknown>; operationName: string | undefined }) => Promise<FormattedExecutionResult>;
    assets: PageAssets;
  }): Promise<{ status: number; html: string }>;
}

export interface RenderedPage {
  status: number;
  html: string;
}

export type RenderPage = (url: string, origin: string) => Promise<RenderedPage>;

/**
 * Loads the built renderer and the browser build's manifest. Null when the frontend is not built; the
 * pages then answer that the site is not built yet.
 */
export function loadPageRenderer(
  distDir: string,
  apollo: ApolloServer<GraphQLContext>,
  services: ServiceLayer,
  { reloadOnRebuild = false } = {},
): RenderPage | null {
  const bundle = path.join(distDir, '..', 'dist-server', 'render-page.cjs');
  const manifest = path.join(distDir, '.vite', 'manifest.json');
  const builtAt = () => `${fs.statSync(bundle, { throwIfNoEntry: false })?.mtimeMs}:${fs.statSync(manifest, { throwIfNoEntry: false })?.mtimeMs}`;
  const load = () => {
    const assets = readPageAssets(distDir);
    if (!assets || !fs.existsSync(bundle)) return null;
    delete require.cache[bundle];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, found at run time
    return { assets, renderer: require(bundle) as RenderModule, version: builtAt() };
  };
  let loaded = load();
  if (!loaded && !reloadOnRebuild) return null;

  // Pages read through the public GraphQL API in-process: the same schema, limits and error masking.
  const execute = async ({ query, variables, operationName }: { query: string; variables: Record<string, unknown>; operationName: string | undefined }) => {
    const response = await apollo.executeOperation<Record<string, unknown>>(
      { query, variables, operationName },
      { contextValue: createContext(services, undefined, 'server-render') },
    );
    if (response.body.kind !== 'single') throw new Error('A page asked for an incremental GraphQL result');
    return response.body.singleResult;
  };
  return (url, origin) => {
    if (reloadOnRebuild && loaded?.version !== builtAt()) loaded = load();
    if (!loaded) throw new Error('The site is not built yet: run `npm run build`');
    return loaded.renderer.renderPublicPage({ url, origin, execute, assets: loaded.assets });
  };
}
