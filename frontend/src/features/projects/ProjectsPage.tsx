import { Box } from '@chakra-ui/react';
import { CtaBand } from '@/components/sections/CtaBand';
import { PageHero } from '@/components/sections/PageHero';
import { PageMeta } from '@/components/seo/PageMeta';
import { Container } from '@/components/ui';
import { ProjectsGallery } from './components/ProjectsGallery';

export function ProjectsPage() {
  return (
    <>
      <PageMeta title="Projects" description="Residential, commercial, industrial and infrastructure projects designed and built by our engineers in Vriddhachalam and across Cuddalore District." />
      <PageHero
        title="Our Projects"
        eyebrow="Portfolio"
        description="Homes, commercial spaces, industrial buildings and infrastructure we have designed and built across the district."
      />
      <Box as="section" aria-label="Project list" py={{ base: '12', md: '20' }}>
        <Container>
          <ProjectsGallery />
        </Container>
      </Box>
      <CtaBand title="Want a project like these?" />
    </>
  );
}
