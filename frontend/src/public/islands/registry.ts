import type { Island } from './island';

/**
 * Every island, found by its file: `X.island.ts` sits beside the markup `X.tsx` it wires, and that
 * markup marks its root `data-island="X"`. Adding an island is adding the file; nothing is listed here.
 */
const modules = import.meta.glob<{ default: Island }>('../**/*.island.ts');

export const ISLANDS: Record<string, () => Promise<{ default: Island }>> = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [islandName(file), load]),
);

/** `../features/gallery/components/GalleryGrid.island.ts` → `GalleryGrid`. */
export function islandName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.island\.ts$/, '');
}
