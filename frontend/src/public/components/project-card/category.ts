import { PROJECT_CATEGORIES, projectCategoryLabel, type ProjectCategoryValue } from '@vriddhi/rules/project-categories';

/** Project categories as the site names them (lower-case, like REST), in filter order: the rules' list. */
export { PROJECT_CATEGORIES };
export type ProjectCategoryName = ProjectCategoryValue;

/** GraphQL's `RESIDENTIAL` → `residential` (the name used for display, filters and URLs). */
export function categoryName(category: string | null | undefined): string {
  return (category ?? '').toLowerCase();
}

/** `RESIDENTIAL` or `residential` → `Residential`. */
export const categoryLabel = (category: string | null | undefined): string => projectCategoryLabel(category);
