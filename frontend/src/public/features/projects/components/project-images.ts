import type { ImageAssetLike } from '@/public/components/image/ResponsiveImage';

export interface ProjectImageItem {
  key: string;
  image: ImageAssetLike | null;
  src: string | null;
}

interface ProjectImagesSource {
  imageUrl?: string | null;
  image?: ImageAssetLike | null;
  images?: readonly string[] | null;
  extraImages?: readonly ImageAssetLike[] | null;
}

/** The main image first, then the extra images (metadata when present, else the bare paths). */
export function projectImages(project: ProjectImagesSource): ProjectImageItem[] {
  const items: ProjectImageItem[] = [];
  if (project.image || project.imageUrl?.trim()) {
    items.push({ key: project.image?.url ?? project.imageUrl ?? 'main', image: project.image ?? null, src: project.imageUrl ?? null });
  }
  const paths = project.images ?? [];
  const metas = project.extraImages ?? [];
  const extraCount = Math.max(paths.length, metas.length);
  for (let i = 0; i < extraCount; i++) {
    const meta = metas[i] ?? null;
    const src = paths[i] ?? null;
    if (!meta && !src?.trim()) continue;
    items.push({ key: `${meta?.url ?? src}-${i}`, image: meta, src });
  }
  return items;
}
