// No zod here: the public pages' islands read this module (as '@vriddhi/rules/project-categories').

/**
 * The project categories, as REST, URLs and the database spell them (GraphQL upper-cases them), in the
 * order the site's filters show them, each with its label and what it covers.
 */
export const PROJECT_CATEGORY_INFO = {
  residential: { label: 'Residential', description: 'Homes: houses, villas, apartments' },
  commercial: { label: 'Commercial', description: 'Shops, offices, showrooms, hotels' },
  industrial: { label: 'Industrial', description: 'Factories, warehouses, workshops' },
  infrastructure: { label: 'Infrastructure', description: 'Roads, bridges, drainage and other public works' },
} as const;
export type ProjectCategoryValue = keyof typeof PROJECT_CATEGORY_INFO;
export const PROJECT_CATEGORIES = Object.keys(PROJECT_CATEGORY_INFO) as ProjectCategoryValue[];
/** A new project's category when none is given. */
export const DEFAULT_PROJECT_CATEGORY: ProjectCategoryValue = 'residential';

export const PROJECT_CATEGORY_MESSAGE = `Category must be one of: ${PROJECT_CATEGORIES.join(', ')}`;

/** A category in any case (GraphQL's RESIDENTIAL, REST's residential). */
export function parseProjectCategory(value: unknown): ProjectCategoryValue | null {
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return PROJECT_CATEGORIES.find((category) => category === wanted) ?? null;
}

/** `RESIDENTIAL` or `residential` → `Residential`; '' for anything else. */
export function projectCategoryLabel(value: unknown): string {
  const category = parseProjectCategory(value);
  return category ? PROJECT_CATEGORY_INFO[category].label : '';
}
