import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ExecuteOperation, Locale, PublicPageMatch, PublicPageName } from '@vriddhi/rules';
import { Kind, print } from 'graphql';
import type { ReactElement } from 'react';
import { HomePage } from '@/public/pages/HomePage';
import { NotFoundPage } from '@/public/pages/NotFoundPage';
import { AboutPage } from '@/public/features/about/AboutPage';
import { ContactPage } from '@/public/features/contact/ContactPage';
import { GalleryPage } from '@/public/features/gallery/GalleryPage';
import { PublicGalleryImagesQuery } from '@/public/features/gallery/api/get-gallery-images';
import { HomeLatestProjectsQuery } from '@/public/features/home/api/get-latest-projects';
import { PublicProjectQuery } from '@/public/features/projects/api/get-project';
import { PublicProjectsQuery } from '@/public/features/projects/api/get-projects';
import { ProjectDetailPage } from '@/public/features/projects/ProjectDetailPage';
import { ProjectsPage } from '@/public/features/projects/ProjectsPage';
import { PublicServicesQuery } from '@/public/features/services/api/get-services';
import { ServicesPage } from '@/public/features/services/ServicesPage';

/** Runs one public query in the server's process: its data, or null when it could not be read. */
export type ReadQuery = <Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
) => Promise<Data | null>;

const printed = new WeakMap<object, { query: string; operationName: string | undefined; localized: boolean }>();

/** The API's name of each language (GraphQL's `Locale`). */
const API_LOCALE: Record<Locale, 'EN' | 'TA'> = { en: 'EN', ta: 'TA' };

/**
 * Reads the public queries of a page in `locale`: the one place a page's language reaches its data.
 * Every query that declares `$locale` gets the page's; the API answers each text in that language,
 * English where the firm has written no Tamil.
 */
export function queryReader(execute: ExecuteOperation, locale: Locale): ReadQuery {
  return async (document, variables) => {
    let operation = printed.get(document);
    if (!operation) {
      const definition = document.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION);
      const localized = definition?.kind === Kind.OPERATION_DEFINITION && !!definition.variableDefinitions?.some((v) => v.variable.name.value === 'locale');
      operation = { query: print(document), operationName: definition?.name?.value, localized };
      printed.set(document, operation);
    }
    const { localized, ...query } = operation;
    const result = await execute({ ...query, variables: localized ? { ...variables, locale: API_LOCALE[locale] } : variables });
    return result.errors?.length || !result.data ? null : (result.data as never);
  };
}

/**
 * A public page's loader: reads what the page shows, decides its status (the one place that decides
 * 404 and 503) and binds what it read into the page's element, rendered once afterwards.
 */
export type PageLoader = (match: PublicPageMatch, read: ReadQuery) => Promise<{ status: 200 | 404 | 503; page: ReactElement }>;

const statusOf = (data: unknown) => (data === null ? 503 : 200);

/** Every public page by name (the names and paths are PUBLIC_PAGES of @vriddhi/rules). */
export const PUBLIC_PAGE_LOADERS: Record<PublicPageName, PageLoader> = {
  home: async (_match, read) => {
    const data = await read(HomeLatestProjectsQuery, {});
    return { status: statusOf(data), page: <HomePage projects={data?.projects ?? null} /> };
  },
  about: async () => ({ status: 200, page: <AboutPage /> }),
  services: async (_match, read) => {
    const data = await read(PublicServicesQuery, {});
    return { status: statusOf(data), page: <ServicesPage services={data?.services ?? null} /> };
  },
  projects: async (_match, read) => {
    const data = await read(PublicProjectsQuery, {});
    return { status: statusOf(data), page: <ProjectsPage projects={data?.projects ?? null} /> };
  },
  project: async ({ params }, read) => {
    const data = await read(PublicProjectQuery, { id: params.id ?? '' });
    const project = data?.project ?? null;
    return { status: data === null ? 503 : project ? 200 : 404, page: <ProjectDetailPage project={project} unavailable={data === null} /> };
  },
  gallery: async (_match, read) => {
    const data = await read(PublicGalleryImagesQuery, {});
    return { status: statusOf(data), page: <GalleryPage images={data?.galleryImages ?? null} /> };
  },
  contact: async () => ({ status: 200, page: <ContactPage /> }),
};

/** Any other address. */
export const notFoundPage = (): ReactElement => <NotFoundPage />;
