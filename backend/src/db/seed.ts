import type { DataSource } from 'typeorm';
import { GalleryCategory, GalleryImage, Project, Service } from '../entities';
import type { ImageAssetsService } from '../images/image-assets.service';
import { writeExtraImages } from '../modules/projects/project-images';
import { insertDefaultSettingsRow } from '../modules/settings/settings-row';
import type { StoredImage } from '../storage';
import { loadDemoContent, renderDemoImage } from './demo-content';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty database with the firm's demo content, in one transaction: either all of it
 * lands or none (and the image files written for it are removed).
 * Gallery categories are seeded whenever there are none, since the admin's form needs them, and the
 * settings record (the firm's details, today's texts) whenever it is missing.
 */
export async function seedIfEmpty(db: DataSource, images: ImageAssetsService, options: { demoContent: boolean }): Promise<boolean> {
  const demo = loadDemoContent();
  const categories = db.getRepository(GalleryCategory);
  if ((await categories.count()) === 0) {
    await categories.insert(demo.galleryCategories.map(({ name, ta }) => ({ name, ta })));
  }
  await insertDefaultSettingsRow(db.manager);
  if (!options.demoContent) return false;
  const counts = await Promise.all([db.getRepository(Project).count(), db.getRepository(Service).count(), db.getRepository(GalleryImage).count()]);
  if (counts.some((count) => count > 0)) return false;

  const written: StoredImage[] = [];
  try {
    await db.transaction(async (manager) => {
      const store = async (file: string) => {
        const image = await images.saveBuffer(manager, await renderDemoImage(file));
        written.push(image);
        return image.url;
      };
      let position = 1;
      for (const service of demo.services) {
        await manager.getRepository(Service).insert({
          title: service.title,
          description: service.description,
          points: service.points,
          ta: service.ta,
          imageUrl: await store(service.image),
          position: position++,
        });
      }
      const now = Date.now();
      for (const project of demo.projects) {
        const created = new Date(now - project.daysAgo * DAY_MS);
        const extras: string[] = [];
        for (const file of project.extraImages) extras.push(await store(file));
        const inserted = await manager.getRepository(Project).insert({
          title: project.title,
          category: project.category as Project['category'],
          location: project.location,
          details: project.details,
          features: project.features,
          ta: project.ta,
          imageUrl: await store(project.image),
          createdAt: created,
          updatedAt: created,
        });
        await writeExtraImages(manager, (inserted.identifiers[0] as { id: string }).id, extras);
      }
      // An image needs its category's row; one renamed or deleted since the categories were seeded is created again.
      const categoryId = async (name: string): Promise<string> =>
        (await manager.findOneBy(GalleryCategory, { name }))?.id ?? ((await manager.insert(GalleryCategory, { name })).identifiers[0] as { id: string }).id;
      for (const [index, image] of demo.gallery.entries()) {
        const created = new Date(now - (index + 1) * 3 * DAY_MS);
        await manager.getRepository(GalleryImage).insert({
          title: image.title,
          ta: image.ta,
          categoryId: await categoryId(image.category),
          imageUrl: await store(image.image),
          createdAt: created,
          updatedAt: created,
        });
      }
    });
  } catch (error) {
    await images.discard(written);
    throw error;
  }
  return true;
}
