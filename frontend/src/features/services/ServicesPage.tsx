import { ListingPage } from '@/components/sections/ListingPage';
import { ServiceList } from './components/ServiceList';

export function ServicesPage() {
  return (
    <ListingPage
      title="Services"
      heroTitle="Our Services"
      metaDescription="DTCP and CMDA approval plans, estimation and valuation, construction, structural design, interior and exterior 2D/3D design, consultation, repair and rehabilitation in Vriddhachalam."
      eyebrow="What We Do"
      lead="Everything your building needs, from approval plans and structural design to construction, interiors and repairs."
      listLabel="Services"
      listPadding={{ base: '14', md: '24' }}
      ctaTitle="Have a project in mind?"
    >
      <ServiceList />
    </ListingPage>
  );
}
