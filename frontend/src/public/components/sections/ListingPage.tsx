import type { ReactNode } from 'react';
import { CtaBand } from './CtaBand';
import { PageHero } from './PageHero';
import { PageMeta } from '@/public/components/seo/PageMeta';
import { Container } from '@/public/components/ui';
import { Box } from '@/styled-system/jsx';

/**
 * The list's vertical padding, one of two: the usual one (the default) or the roomier one of the services
 * page. Written as the responsive value it stands for; the styles themselves are literals below, where the
 * build's CSS extraction sees them.
 */
type ListPadding = { base: '12'; md: '20' } | { base: '14'; md: '24' };

interface ListingPageProps {
  /** The page's title (also the hero's unless `heroTitle` differs), meta description and the hero's eyebrow and lead. */
  title: string;
  heroTitle?: string;
  metaDescription: string;
  eyebrow: string;
  lead: string;
  /** The accessible name of the section holding the list. */
  listLabel: string;
  listPadding?: ListPadding;
  /** The closing call to action's heading (CtaBand's own when left out). */
  ctaTitle?: string;
  children: ReactNode;
}

/** An inner page built around one list (projects, services, gallery): meta, hero, the list, the call to action. */
export function ListingPage({
  title,
  heroTitle = title,
  metaDescription,
  eyebrow,
  lead,
  listLabel,
  listPadding = { base: '12', md: '20' },
  ctaTitle,
  children,
}: ListingPageProps) {
  const roomy = listPadding.base === '14';
  return (
    <>
      <PageMeta title={title} description={metaDescription} />
      <PageHero title={heroTitle} eyebrow={eyebrow} description={lead} />
      <Box as="section" aria-label={listLabel} py={roomy ? { base: '14', md: '24' } : { base: '12', md: '20' }}>
        <Container>{children}</Container>
      </Box>
      <CtaBand title={ctaTitle} />
    </>
  );
}
