import { PROJECT_CATEGORIES, type ProjectCategoryName } from '@/public/components/project-card/category';

/**
 * The projects page's category filter, shared by the server-rendered list (ProjectsGallery) and the
 * island that filters it in the browser (ProjectsGallery.island.ts): plain functions, no React.
 */
export type ProjectFilter = 'all' | ProjectCategoryName;
export const PROJECT_FILTERS: readonly ProjectFilter[] = ['all', ...PROJECT_CATEGORIES];

/** `?category=` of the address; anything that is not a category means every project. */
export function readProjectFilter(value: string | null | undefined): ProjectFilter {
  return (PROJECT_FILTERS as readonly string[]).includes(value ?? '') ? (value as ProjectFilter) : 'all';
}

/** The address's query with `category` set to the filter (removed for 'all'), other parameters kept. */
export function projectFilterSearch(search: string, filter: ProjectFilter): string {
  const params = new URLSearchParams(search);
  if (filter === 'all') params.delete('category');
  else params.set('category', filter);
  const query = params.toString();
  return query ? `?${query}` : '';
}
