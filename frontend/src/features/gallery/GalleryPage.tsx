import { Box } from '@chakra-ui/react';
import { CtaBand } from '@/components/sections/CtaBand';
import { PageHero } from '@/components/sections/PageHero';
import { PageMeta } from '@/components/seo/PageMeta';
import { Container } from '@/components/ui';
import { GalleryGrid } from './components/GalleryGrid';

export function GalleryPage() {
  return (
    <>
      <PageMeta title="Gallery" description="Photos of homes, commercial buildings, interiors and sites built by our team in Vriddhachalam and Cuddalore District." />
      <PageHero title="Gallery" eyebrow="On Site" description="A look at our sites, finished buildings and interiors. Tap any photo to see it full screen." />
      <Box as="section" aria-label="Photos" py={{ base: '12', md: '20' }}>
        <Container>
          <GalleryGrid />
        </Container>
      </Box>
      <CtaBand />
    </>
  );
}
