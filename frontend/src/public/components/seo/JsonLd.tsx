import { useContext } from 'react';
import { useSite } from '@/public/content/site';
import { useI18n } from '@/public/i18n/context';
import { breadcrumbJsonLd, firmJsonLd, serializeJsonLd, type Crumb, type JsonLd } from './json-ld';
import { PageContext } from './page-context';

/** Structured data for search engines; the text is escaped so database content stays data. */
export function JsonLdScript({ data }: { data: JsonLd | readonly JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/**
 * The firm as a GeneralContractor, on the pages about the firm (home and contact); a project refers to it
 * by its `@id`. Not on every page: it would cost each page 0.5 kB of its first round trip.
 */
export function FirmJsonLd() {
  const site = useSite();
  const { origin } = useContext(PageContext);
  return <JsonLdScript data={firmJsonLd(site, origin)} />;
}

/** The trail of an inner page (Home first, the page itself last). */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { origin } = useContext(PageContext);
  const { path } = useI18n();
  return (
    <JsonLdScript
      data={breadcrumbJsonLd(
        crumbs.map((crumb) => ({ ...crumb, path: path(crumb.path) })),
        origin,
      )}
    />
  );
}
