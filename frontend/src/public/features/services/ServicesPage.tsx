import { ListingPage } from '@/public/components/sections/ListingPage';
import type { PublicServicesQuery } from '@/gql/graphql';
import { ServiceList } from './components/ServiceList';

/** `services`: null when they could not be read (answered 503). */
export function ServicesPage({ services }: { services: PublicServicesQuery['services'] | null }) {
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
      <ServiceList services={services} />
    </ListingPage>
  );
}
