import { useContext } from 'react';
import { breadcrumbJsonLd, projectJsonLd, type ProjectForJsonLd } from '@/public/components/seo/json-ld';
import { JsonLdScript } from '@/public/components/seo/JsonLd';
import { PageContext } from '@/public/components/seo/page-context';

/** A project page's structured data: Home › Projects › the project, and the project itself. */
export function ProjectJsonLd({ project }: { project: ProjectForJsonLd }) {
  const { origin } = useContext(PageContext);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Projects', path: '/projects' },
    { name: project.title, path: `/projects/${encodeURIComponent(project.id)}` },
  ];
  return <JsonLdScript data={[breadcrumbJsonLd(crumbs, origin), projectJsonLd(project, origin)]} />;
}
