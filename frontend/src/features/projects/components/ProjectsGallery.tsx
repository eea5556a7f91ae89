import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Building } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingRegion } from '../../../components/feedback/States';
import { categoryLabel, categoryName, PROJECT_CATEGORIES, type ProjectCategoryName } from '../../../components/project-card/category';
import { ProjectCard, ProjectCardSkeleton } from '../../../components/project-card/ProjectCard';
import { Button } from '../../../components/ui';
import { usePublicProjects } from '../api/get-projects';

export const PROJECTS_ERROR = 'Failed to load projects. Please try again later.';

export type ProjectFilter = 'all' | ProjectCategoryName;
export const PROJECT_FILTERS: ProjectFilter[] = ['all', ...PROJECT_CATEGORIES];

export function emptyProjectsMessage(filter: ProjectFilter): string {
  return filter === 'all' ? 'There are no projects available yet.' : `There are no ${filter} projects available yet.`;
}

function readFilter(value: string | null): ProjectFilter {
  return (PROJECT_FILTERS as string[]).includes(value ?? '') ? (value as ProjectFilter) : 'all';
}

/** Category filter buttons (client-side; the choice is kept in `?category=`) and the project cards. */
export function ProjectsGallery() {
  const { data, loading, error } = usePublicProjects();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('category'));

  useEffect(() => {
    if (error) console.error('Failed to fetch projects', error);
  }, [error]);

  const all = useMemo(() => data?.projects ?? [], [data]);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const p of all) map.set(categoryName(p.category), (map.get(categoryName(p.category)) ?? 0) + 1);
    return map;
  }, [all]);
  const visible = useMemo(() => (filter === 'all' ? all : all.filter((p) => categoryName(p.category) === filter)), [all, filter]);

  const choose = (next: ProjectFilter) => {
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'all') out.delete('category');
        else out.set('category', next);
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  let body;
  if (loading && !data) {
    body = (
      <LoadingRegion label="Loading projects">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '5', md: '7' }}>
          {Array.from({ length: 6 }, (_, i) => (
            <ProjectCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      </LoadingRegion>
    );
  } else if (error) {
    body = <ErrorState message={PROJECTS_ERROR} retry />;
  } else if (visible.length === 0) {
    body = (
      <EmptyState headingLevel="h2" icon={<Building size={26} aria-hidden="true" />} title="No projects found" description={emptyProjectsMessage(filter)}>
        {filter !== 'all' && all.length > 0 && (
          <Button variant="outline" mt="2" onClick={() => choose('all')}>
            Show all projects
          </Button>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '5', md: '7' }}>
        {visible.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} headingLevel="h2" />
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Box>
      <Flex
        role="group"
        aria-label="Filter projects by category"
        gap="2.5"
        mb={{ base: '8', md: '12' }}
        overflowX="auto"
        justify={{ base: 'start', md: 'center' }}
        mx={{ base: '-5', md: '0' }}
        px={{ base: '5', md: '0' }}
        pb="1"
        css={{ scrollbarWidth: 'none' }}
      >
        {PROJECT_FILTERS.map((f) => {
          const count = f === 'all' ? all.length : (counts.get(f) ?? 0);
          return (
            <Button key={f} variant="chip" aria-pressed={filter === f} onClick={() => choose(f)} flexShrink={0}>
              {f === 'all' ? 'All' : categoryLabel(f)}
              {data && (
                <Text as="span" fontSize="xs" opacity="0.75" fontWeight="semibold" aria-hidden="true">
                  {count}
                </Text>
              )}
            </Button>
          );
        })}
      </Flex>
      <Text srOnly aria-live="polite">
        {data && !error ? `Showing ${visible.length} ${visible.length === 1 ? 'project' : 'projects'}` : ''}
      </Text>
      {body}
    </Box>
  );
}
