import { ListingPage } from '@/public/components/sections/ListingPage';
import type { PublicProjectsQuery } from '@/gql/graphql';
import { ProjectsGallery } from './components/ProjectsGallery';
import { useI18n } from '@/public/i18n/context';

/** `projects`: null when they could not be read (answered 503). */
export function ProjectsPage({ projects }: { projects: PublicProjectsQuery['projects'] | null }) {
  const { t } = useI18n();
  return (
    <ListingPage
      title={t('projects.title')}
      heroTitle={t('projects.heroTitle')}
      metaDescription={t('projects.metaDescription')}
      eyebrow={t('projects.eyebrow')}
      lead={t('projects.lead')}
      listLabel={t('projects.listLabel')}
      ctaTitle={t('projects.ctaTitle')}
    >
      <ProjectsGallery projects={projects} />
    </ListingPage>
  );
}
