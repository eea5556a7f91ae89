import { useContext } from 'react';
import { useLocation } from 'react-router';
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
  /** Absolute or root-relative URL of the image shown when the page is shared. */
  image?: string;
  /** Not-found pages are not indexed and name no URL of their own (one page serves every unknown path). */
  noindex?: boolean;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags, rendered where the page is
 * (React hoists them into the server-rendered `<head>`).
 */
export function PageMeta({ title, description, image, noindex = false }: PageMetaProps) {
  const site = useSite();
  const { origin } = useContext(PageContext);
  const { pathname } = useLocation();
  const full = pageTitle(site.name, title);
  const url = `${origin}${pathname}`;
  const imageUrl = image ? new URL(image, `${origin}/`).href : undefined;
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
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={full} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}
