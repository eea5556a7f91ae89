import { CtaBand } from '@/components/sections/CtaBand';
import { PageMeta } from '@/components/seo/PageMeta';
import { site } from '@/content/site';
import { AboutTeaser } from '@/features/home/components/AboutTeaser';
import { ContactSection } from '@/features/home/components/ContactSection';
import { Hero } from '@/features/home/components/Hero';
import { LatestProjects } from '@/features/home/components/LatestProjects';
import { ServicesOverview } from '@/features/home/components/ServicesOverview';
import { Stats } from '@/features/home/components/Stats';
import { TestimonialsCarousel } from '@/features/testimonials/components/TestimonialsCarousel';
import type { HomeLatestProjectsQuery } from '@/gql/graphql';

/** The home page composes the home and testimonials features (features do not import each other). */
export function HomePage({ projects }: { projects: HomeLatestProjectsQuery['projects'] | null }) {
  return (
    <>
      <PageMeta description={site.description} />
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
