/** Project categories as the site names them (lower-case, like REST), in filter order. */
export const PROJECT_CATEGORIES = ['residential', 'commercial', 'industrial', 'infrastructure'] as const;
export type ProjectCategoryName = (typeof PROJECT_CATEGORIES)[number];

/** GraphQL's `RESIDENTIAL` → `residential` (the name used for display, filters and URLs). */
export function categoryName(category: string | null | undefined): string {
  return (category ?? '').toLowerCase();
}

/** `RESIDENTIAL` or `residential` → `Residential`. */
export function categoryLabel(category: string | null | undefined): string {
  const name = categoryName(category);
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : '';
}
