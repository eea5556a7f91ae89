import { Box } from '@chakra-ui/react';
import { CtaBand } from '@/components/sections/CtaBand';
import { PageHero } from '@/components/sections/PageHero';
import { PageMeta } from '@/components/seo/PageMeta';
import { Container } from '@/components/ui';
import { ServiceList } from './components/ServiceList';

export function ServicesPage() {
  return (
    <>
      <PageMeta title="Services" description="DTCP and CMDA approval plans, estimation and valuation, construction, structural design, interior and exterior 2D/3D design, consultation, repair and rehabilitation in Vriddhachalam." />
      <PageHero
        title="Our Services"
        eyebrow="What We Do"
        description="Everything your building needs, from approval plans and structural design to construction, interiors and repairs."
      />
      <Box as="section" aria-label="Services" py={{ base: '14', md: '24' }}>
        <Container>
          <ServiceList />
        </Container>
      </Box>
      <CtaBand title="Have a project in mind?" />
    </>
  );
}
