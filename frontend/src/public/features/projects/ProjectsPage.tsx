import { ListingPage } from '@/public/components/sections/ListingPage';
import type { PublicProjectsQuery } from '@/gql/graphql';
import { ProjectsGallery } from './components/ProjectsGallery';

/** `projects`: null when they could not be read (answered 503). */
export function ProjectsPage({ projects }: { projects: PublicProjectsQuery['projects'] | null }) {
  return (
    <ListingPage
      title="Projects"
      heroTitle="Our Projects"
      metaDescription="Residential, commercial, industrial and infrastructure projects designed and built by our engineers in Vriddhachalam and across Cuddalore District."
      eyebrow="Portfolio"
      lead="Homes, commercial spaces, industrial buildings and infrastructure we have designed and built across the district."
      listLabel="Project list"
      ctaTitle="Want a project like these?"
    >
      <ProjectsGallery projects={projects} />
    </ListingPage>
  );
}
