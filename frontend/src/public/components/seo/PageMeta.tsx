import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@vriddhi/rules';
import { useContext } from 'react';
import { useLocation } from 'react-router';
import type { ShareImageFieldsFragment } from '@/gql/graphql';
import { useSite } from '@/public/content/site';
import { useI18n } from '@/public/i18n/context';
import { LANGUAGE_TAGS, translatorFor } from '@/public/i18n/intl';
import type { Locale } from '@vriddhi/rules';
import { PageContext } from './page-context';

/** The page's full document title: "Page | Firm", or the firm's own title for the home page. */
export function pageTitle(firmName: string, title?: string, locale: Locale = DEFAULT_LOCALE): string {
  const { t } = translatorFor(locale);
  return title ? t('meta.pageTitle', { title, firm: firmName }) : t('meta.homeTitle', { firm: firmName });
}

interface PageMetaProps {
  /** The page's own title (the firm's name is added); none on the home page. */
  title?: string;
  description: string;
  /** The picture shown when the page is shared (a project's photo); the firm's card when left out. */
  image?: ShareImageFieldsFragment | null;
  /** Not-found pages are not indexed and name no URL of their own (one page serves every unknown path). */
  noindex?: boolean;
}

/**
 * Title, description, canonical URL, the page in each language (hreflang, English the default), Open
 * Graph and X's card tags, rendered where the page is (React hoists them into the server-rendered `<head>`).
 */
export function PageMeta({ title, description, image, noindex = false }: PageMetaProps) {
  const site = useSite();
  const { locale } = useI18n();
  const { origin, shareCard } = useContext(PageContext);
  // The English page's path: the router's basename is the language's prefix.
  const { pathname } = useLocation();
  const full = pageTitle(site.name, title, locale);
  const urlIn = (language: Locale) => `${origin}${localizedPath(language, pathname)}`;
  const url = urlIn(locale);
  const shared = image ?? shareCard ?? null;
  // Link previews fetch the picture from anywhere: its URL must be absolute.
  const imageUrl = shared ? new URL(shared.url, `${origin}/`).href : undefined;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {!noindex && LOCALES.map((language) => <link key={language} rel="alternate" hrefLang={LANGUAGE_TAGS[language].lang} href={urlIn(language)} />)}
      {!noindex && <link rel="alternate" hrefLang="x-default" href={urlIn(DEFAULT_LOCALE)} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={LANGUAGE_TAGS[locale].openGraph} />
      {LOCALES.filter((language) => language !== locale).map((language) => (
        <meta key={language} property="og:locale:alternate" content={LANGUAGE_TAGS[language].openGraph} />
      ))}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      {!noindex && <meta property="og:url" content={url} />}
      {shared && (
        <>
          <meta property="og:image" content={imageUrl} />
          <meta property="og:image:width" content={String(shared.width)} />
          <meta property="og:image:height" content={String(shared.height)} />
          <meta property="og:image:type" content={shared.type} />
          <meta property="og:image:alt" content={shared.alt} />
        </>
      )}
      {/* X reads the title, description and picture from Open Graph's tags when its own are left out; its
          card type and the picture's text have no Open Graph fallback. */}
      <meta name="twitter:card" content={shared ? 'summary_large_image' : 'summary'} />
      {shared && <meta name="twitter:image:alt" content={shared.alt} />}
    </>
  );
}
