import { useContext } from 'react';
import { breadcrumbJsonLd, projectJsonLd, type ProjectForJsonLd } from '@/public/components/seo/json-ld';
import { JsonLdScript } from '@/public/components/seo/JsonLd';
import { PageContext } from '@/public/components/seo/page-context';
import { useI18n } from '@/public/i18n/context';
import { LANGUAGE_TAGS } from '@/public/i18n/intl';

/** A project page's structured data: Home › Projects › the project, and the project itself. */
export function ProjectJsonLd({ project }: { project: ProjectForJsonLd }) {
  const { origin } = useContext(PageContext);
  const { t, path, locale } = useI18n();
  const crumbs = [
    { name: t('nav.home'), path: path('/') },
    { name: t('nav.projects'), path: path('/projects') },
    { name: project.title, path: path(`/projects/${encodeURIComponent(project.id)}`) },
  ];
  const page = { path: crumbs[2].path, inLanguage: LANGUAGE_TAGS[locale].lang };
  return <JsonLdScript data={[breadcrumbJsonLd(crumbs, origin), projectJsonLd(project, origin, page)]} />;
}
