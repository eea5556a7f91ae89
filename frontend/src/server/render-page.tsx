import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { print, type FormattedExecutionResult } from 'graphql';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router';
import { publicRoutes } from '@/app/routes/public-routes';
import { system } from '@/app/theme';
import { PageContext, type PageContextValue } from '@/components/seo/page-context';
import { Document, type DocumentAssets } from './Document';
import { selectivePrefixer } from './selective-prefixer';

/** Runs one GraphQL operation in the server's own process (the same schema, limits and services as /graphql). */
export type ExecuteOperation = (operation: {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<FormattedExecutionResult>;

export interface RenderRequest {
  /** Path and query of the page (`/projects/…`). */
  url: string;
  /** The site's public origin, for canonical and social URLs. */
  origin: string;
  execute: ExecuteOperation;
  assets: DocumentAssets;
}

export interface RenderedPage {
  status: number;
  html: string;
}

function inProcessLink(execute: ExecuteOperation): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/**
 * Emotion's server mode would put a `<style>` element next to every styled element; in compat mode it
 * only records the rules, which are then written once into the page's head.
 */
function createStyleCollector(): EmotionCache {
  const cache = createCache({ key: 'c', stylisPlugins: [selectivePrefixer] });
  cache.compat = true;
  return cache;
}

function collectedCss(cache: EmotionCache): string {
  return Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
}

function PublicRoutes() {
  return useRoutes(publicRoutes);
}

/** Renders one public page to a complete HTML document, its data fetched in-process through GraphQL. */
export async function renderPublicPage({ url, origin, execute, assets }: RenderRequest): Promise<RenderedPage> {
  const client = new ApolloClient({ ssrMode: true, cache: new InMemoryCache(), link: inProcessLink(execute) });
  const page: PageContextValue = { origin, status: 200 };
  const styles = createStyleCollector();
  const tree = (
    <CacheProvider value={styles}>
      <ChakraProvider value={system}>
        <ApolloProvider client={client}>
          <PageContext.Provider value={page}>
            <StaticRouter location={url}>
              <Document assets={assets}>
                <PublicRoutes />
              </Document>
            </StaticRouter>
          </PageContext.Provider>
        </ApolloProvider>
      </ChakraProvider>
    </CacheProvider>
  );
  const { result } = await prerenderStatic({ tree, context: { client }, renderFunction: renderToStaticMarkup });
  const css = `<style>${collectedCss(styles)}</style>`;
  return { status: page.status, html: `<!doctype html>${result.replace('</head>', `${css}</head>`)}` };
}
