import { parseProjectCategory, PROJECT_CATEGORIES, type ProjectCategoryValue } from '@vriddhi/rules/project-categories';
import type { Translator } from '@/public/i18n/intl';

/** Project categories as the site names them (lower-case, like REST), in filter order: the rules' list. */
export { PROJECT_CATEGORIES };
export type ProjectCategoryName = ProjectCategoryValue;

/** GraphQL's `RESIDENTIAL` → `residential` (the name used for display, filters and URLs). */
export function categoryName(category: string | null | undefined): string {
  return (category ?? '').toLowerCase();
}

/** `RESIDENTIAL` or `residential` → `Residential` (வீடுகள் on Tamil pages); '' for anything else. */
export function categoryLabel(category: string | null | undefined, t: Translator['t']): string {
  const value = parseProjectCategory(category);
  return value ? t(`category.${value}`) : '';
}
