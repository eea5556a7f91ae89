/** Which items an admin list shows: all of them, those on the site, or the hidden ones. */
export type VisibilityFilter = 'all' | 'shown' | 'hidden';

export const VISIBILITY_FILTERS: { value: VisibilityFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'shown', label: 'On the site' },
  { value: 'hidden', label: 'Hidden' },
];

export function isVisibilityFilter(value: string | null): value is VisibilityFilter {
  return VISIBILITY_FILTERS.some((filter) => filter.value === value);
}

export function filterByVisibility<T extends { published: boolean }>(items: T[], filter: VisibilityFilter): T[] {
  if (filter === 'all') return items;
  return items.filter((item) => item.published === (filter === 'shown'));
}
