import { useContext } from 'react';
import { useLocation } from 'react-router';
import type { ShareImageFieldsFragment } from '@/gql/graphql';
import { useSite } from '@/public/content/site';
import { PageContext } from './page-context';

/** The page's full document title: "Page | Firm", or the firm's own title for the home page. */
export function pageTitle(firmName: string, title?: string): string {
  return title ? `${title} | ${firmName}` : `${firmName} | Construction & Engineering in Vriddhachalam`;
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
 * Title, description, canonical URL, Open Graph and Twitter tags, rendered where the page is
 * (React hoists them into the server-rendered `<head>`).
 */
export function PageMeta({ title, description, image, noindex = false }: PageMetaProps) {
  const site = useSite();
  const { origin, shareCard } = useContext(PageContext);
  const { pathname } = useLocation();
  const full = pageTitle(site.name, title);
  const url = `${origin}${pathname}`;
  const shared = image ?? shareCard ?? null;
  // Link previews fetch the picture from anywhere: its URL must be absolute.
  const imageUrl = shared ? new URL(shared.url, `${origin}/`).href : undefined;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
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
      <meta name="twitter:card" content={shared ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={full} />
      <meta name="twitter:description" content={description} />
      {shared && <meta name="twitter:image" content={imageUrl} />}
      {shared && <meta name="twitter:image:alt" content={shared.alt} />}
    </>
  );
}
