import {
  DEFAULT_TIME_ZONE,
  localeOfPath,
  localizedPath,
  matchPublicPage,
  PUBLIC_PAGES,
  type ExecuteOperation,
  type LoadedPage,
  type Locale,
  type PageAssets,
  type PageRenderer,
  type RenderTarget,
} from '@vriddhi/rules';
import islandsLoader from 'virtual:islands-loader';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import pandaStylesheet from '@/styled-system/styles.css?raw';
import resetCss from '@/public/reset.css?inline';
import { PublicLayout } from '@/public/layout/PublicLayout';
import { PageContext, type PageContextValue } from '@/public/components/seo/page-context';
import { DEFAULT_SITE, SiteContext, siteFrom, withEnglishTitles, type Site } from '@/public/content/site';
import { PublicSiteSettingsQuery } from '@/public/content/site-settings-query';
import { I18nContext } from '@/public/i18n/context';
import { translatorFor } from '@/public/i18n/intl';
import { Document } from './Document';
import { classesAndElementsInPage, classesNamedBy, rulesForPage, stylesheetOf, stylesheetRules } from './page-css';
import { notFoundPage, PUBLIC_PAGE_LOADERS, queryReader } from './public-pages';
import { shortClassNames, withShortClassNames } from './short-class-names';
import { withoutUnusedCustomProperties } from './unused-custom-properties';

/** Where an address that names no page is rendered: one render per language serves them all. */
const NOT_FOUND_PATH = '/404';

/**
 * The pages' stylesheet, cut into rules once: the reset, then what the build made (Panda CSS: tokens,
 * global rules, recipes, utilities), in that order of layers.
 */
const BUILT_RULES = stylesheetRules(`@layer reset,base,tokens,recipes,utilities;${resetCss}${pandaStylesheet}`);
/** The stylesheet's class names, which no page's short names may be (a kept `:not(.x)` keeps its x). */
const BUILT_CLASSES = classesNamedBy(BUILT_RULES.map((rule) => ({ rule, selectors: rule.selectors })));

/** A page whose loader found nothing is the same for every address of its route: rendered for one of them. */
function missingUrlOf(name: string, locale: Locale): string {
  const path = PUBLIC_PAGES.find((page) => page.name === name)?.path ?? NOT_FOUND_PATH;
  return localizedPath(locale, path.replace(/:\w+/g, 'missing'));
}

/** What a page's render needs: the page's element, bound to its data, the firm's details and its share card. */
interface LoadedData {
  /** The page's language, decided once here from its address: every component reads it from I18nContext. */
  locale: Locale;
  page: ReactElement;
  site: Site;
  shareCard: PageContextValue['shareCard'];
}

/**
 * Reads what the page at `url` shows through its loader (public-pages.tsx), and the firm's details
 * every page shows; renders nothing. Details that could not be read make the page a 503 (not kept),
 * shown with today's defaults.
 */
export async function loadPage(url: string, execute: ExecuteOperation): Promise<LoadedPage> {
  const path = url.split('?')[0];
  const match = matchPublicPage(path);
  const locale = match?.locale ?? localeOfPath(path).locale;
  const read = queryReader(execute, locale);
  const [settings, loaded] = await Promise.all([
    read(PublicSiteSettingsQuery, {}),
    match ? PUBLIC_PAGE_LOADERS[match.name](match, read) : Promise.resolve({ status: 404 as const, page: notFoundPage() }),
  ]);
  const stored = settings?.siteSettings as Parameters<typeof siteFrom>[0] | undefined;
  const site = stored && settings ? siteFrom(stored, withEnglishTitles(settings.services ?? [], settings.servicesInEnglish ?? [])) : DEFAULT_SITE;
  const status = stored ? loaded.status : 503;
  const renderUrl = !match ? localizedPath(locale, NOT_FOUND_PATH) : loaded.status === 404 ? missingUrlOf(match.name, locale) : url;
  return { status, renderUrl, data: { locale, page: loaded.page, site, shareCard: settings?.shareCard ?? null } satisfies LoadedData };
}

/** The complete HTML document of a loaded page, in one render, with the CSS its classes use in the head. */
export function renderPage(loaded: LoadedPage, { origin, timeZone }: RenderTarget, assets: PageAssets): string {
  const data = loaded.data as LoadedData;
  // The router's basename is the language's prefix: every in-site link of a Tamil page stays under /ta.
  const html = renderToStaticMarkup(
    <I18nContext.Provider value={translatorFor(data.locale, timeZone)}>
      <PageContext.Provider value={{ origin, shareCard: data.shareCard }}>
        <SiteContext.Provider value={data.site}>
          <StaticRouter location={loaded.renderUrl} basename={localizedPath(data.locale, '/')}>
            <Document assets={assets}>
              <PublicLayout>{data.page}</PublicLayout>
            </Document>
          </StaticRouter>
        </SiteContext.Provider>
      </PageContext.Provider>
    </I18nContext.Provider>,
  );
  const kept = rulesForPage(BUILT_RULES, classesAndElementsInPage(html));
  const renamed = shortClassNames(html, classesNamedBy(kept), BUILT_CLASSES);
  const page = withShortClassNames(html, renamed);
  const css = withoutUnusedCustomProperties(stylesheetOf(kept, renamed), page);
  return `<!doctype html>${page.replace('</head>', `<style>${css}</style></head>`)}`;
}

/** `islandsLoader`: the text Document writes into every page, which the server's CSP allows by its hash. */
export const renderer: PageRenderer = { loadPage, renderPage, islandsLoader };

/** Loads and renders the page at `url`: what the server does, in one call (tests, tools). */
export async function renderPublicPage({
  url,
  origin,
  timeZone = DEFAULT_TIME_ZONE,
  execute,
  assets,
}: {
  url: string;
  origin: string;
  timeZone?: string;
  execute: ExecuteOperation;
  assets: PageAssets;
}) {
  const loaded = await loadPage(url, execute);
  return { status: loaded.status, html: renderPage(loaded, { origin, timeZone }, assets) };
}
