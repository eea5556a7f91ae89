import { ListingPage } from '@/components/sections/ListingPage';
import { ProjectsGallery } from './components/ProjectsGallery';

export function ProjectsPage() {
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
      <ProjectsGallery />
    </ListingPage>
  );
}
