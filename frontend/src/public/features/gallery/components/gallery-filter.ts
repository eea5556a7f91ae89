/**
 * The gallery's category filter, shared by the server-rendered grid (GalleryGrid) and the island that
 * filters it in the browser (GalleryGrid.island.ts): plain functions, no React.
 */
export const ALL_IMAGES = 'all';

/** The chip chosen by `?category=`: one of the shown categories, in any case; anything else means all. */
export function readGalleryFilter(value: string | null | undefined, categories: readonly string[]): string {
  const wanted = value?.trim().toLowerCase();
  return categories.find((category) => category.toLowerCase() === wanted) ?? ALL_IMAGES;
}

/** The address's query with `category` set to the chip (removed for all), other parameters kept. */
export function galleryFilterSearch(search: string, filter: string): string {
  const params = new URLSearchParams(search);
  if (filter === ALL_IMAGES) params.delete('category');
  else params.set('category', filter);
  const query = params.toString();
  return query ? `?${query}` : '';
}
