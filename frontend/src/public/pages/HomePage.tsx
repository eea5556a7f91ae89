import { CtaBand } from '@/public/components/sections/CtaBand';
import { FirmJsonLd } from '@/public/components/seo/JsonLd';
import { PageMeta } from '@/public/components/seo/PageMeta';
import { useSite } from '@/public/content/site';
import { AboutTeaser } from '@/public/features/home/components/AboutTeaser';
import { ContactSection } from '@/public/features/home/components/ContactSection';
import { Hero } from '@/public/features/home/components/Hero';
import { LatestProjects } from '@/public/features/home/components/LatestProjects';
import { ServicesOverview } from '@/public/features/home/components/ServicesOverview';
import { Stats } from '@/public/features/home/components/Stats';
import { TestimonialsCarousel } from '@/public/features/testimonials/components/TestimonialsCarousel';
import type { HomeLatestProjectsQuery } from '@/gql/graphql';

/** The home page composes the home and testimonials features (features do not import each other). */
export function HomePage({ projects }: { projects: HomeLatestProjectsQuery['projects'] | null }) {
  const site = useSite();
  return (
    <>
      <PageMeta description={site.description} />
      <FirmJsonLd />
      <Hero />
      <Stats />
      <ServicesOverview />
      <AboutTeaser />
      <LatestProjects projects={projects} />
      <TestimonialsCarousel />
      <ContactSection />
      <CtaBand />
    </>
  );
}
