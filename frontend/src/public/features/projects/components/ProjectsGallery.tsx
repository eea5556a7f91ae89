import { Box } from '@/styled-system/jsx';
import { projectsGallery } from '@/styled-system/recipes';
import { Icon } from '@/public/components/icons/Icon';
import { useLocation } from 'react-router';
import { EmptyState, ErrorState } from '@/public/components/feedback/States';
import { categoryLabel, categoryName } from '@/public/components/project-card/category';
import { ProjectCard } from '@/public/components/project-card/ProjectCard';
import { ButtonAnchor, Text } from '@/public/components/ui';
import type { PublicProjectsQuery } from '@/gql/graphql';
import { PROJECT_FILTERS, projectFilterSearch, readProjectFilter, type ProjectFilter } from './project-filter';
import { useI18n } from '@/public/i18n/context';

/**
 * Category filter chips and the project cards. Rendered on the server for the address's `?category=`:
 * every card is in the page, those of other categories `hidden`, and each chip is a link to its filtered
 * address, so it all works without script. The projects-filter island (ProjectsGallery.island.ts)
 * then filters in place: it toggles the cards, the chips' `aria-pressed`, the empty message and the
 * address, without a reload.
 */
export function ProjectsGallery({ projects }: { projects: PublicProjectsQuery['projects'] | null }) {
  const { pathname, search } = useLocation();
  const { t, path } = useI18n();
  const filter = readProjectFilter(new URLSearchParams(search).get('category'));

  const all = projects ?? [];
  const counts = new Map<string, number>();
  for (const project of all) counts.set(categoryName(project.category), (counts.get(categoryName(project.category)) ?? 0) + 1);
  const countOf = (f: ProjectFilter) => (f === 'all' ? all.length : (counts.get(f) ?? 0));
  const shown = countOf(filter);
  const firstShown = all.find((project) => filter === 'all' || categoryName(project.category) === filter);
  const listed = projects !== null;
  const hrefOf = (f: ProjectFilter) => `${path(pathname)}${projectFilterSearch(search, f)}`;
  // What the island says once a chip is chosen, in the page's language: written on each chip.
  const showingText = (f: ProjectFilter) => t('projects.showing', { count: countOf(f) });
  const classes = projectsGallery();
  const emptyText = (f: ProjectFilter) => (f === 'all' ? t('projects.emptyAll') : t('projects.emptyCategory', { category: categoryLabel(f, t).toLowerCase() }));

  let body;
  if (!listed) {
    body = <ErrorState message={t('projects.error')} retry />;
  } else {
    body = (
      <>
        <ul data-projects-list="" hidden={shown === 0} className={classes.list}>
          {all.map((project) => {
            const category = categoryName(project.category);
            const shownHere = filter === 'all' || category === filter;
            return (
              <li key={project.id} data-category={category} hidden={!shownHere}>
                <ProjectCard project={project} headingLevel="h2" priority={shownHere && project === firstShown} />
              </li>
            );
          })}
        </ul>
        <Box data-projects-empty="" hidden={shown > 0}>
          <EmptyState
            headingLevel="h2"
            icon={<Icon name="Building" size={26} />}
            title={t('projects.emptyTitle')}
            description={<span data-projects-empty-message="">{emptyText(filter)}</span>}
          >
            <ButtonAnchor
              href={hrefOf('all')}
              data-filter="all"
              data-island-control=""
              data-projects-show-all=""
              hidden={filter === 'all' || all.length === 0}
              css={{ '&[hidden]': { display: 'none' } }}
              variant="outline"
              mt="2"
            >
              {t('projects.showAll')}
            </ButtonAnchor>
          </EmptyState>
        </Box>
      </>
    );
  }

  return (
    <Box data-island={listed ? 'ProjectsGallery' : undefined}>
      <div role="group" aria-label={t('projects.filter')} className={classes.filters}>
        {PROJECT_FILTERS.map((f) => (
          // A link to the filtered address that acts as a toggle button once the island runs.
          <ButtonAnchor
            key={f}
            href={hrefOf(f)}
            role="button"
            data-filter={f}
            data-island-control=""
            data-showing={listed ? showingText(f) : undefined}
            data-empty={listed && countOf(f) === 0 ? emptyText(f) : undefined}
            aria-pressed={filter === f}
            variant="chip"
            flexShrink={0}
          >
            {f === 'all' ? t('projects.all') : categoryLabel(f, t)}
            {listed && (
              <span className={classes.count} aria-hidden="true">
                {countOf(f)}
              </span>
            )}
          </ButtonAnchor>
        ))}
      </div>
      <Text srOnly aria-live="polite" data-projects-summary="">
        {listed ? showingText(filter) : ''}
      </Text>
      {body}
    </Box>
  );
}
