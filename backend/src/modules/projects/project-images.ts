import type { EntityManager } from 'typeorm';
import { Project, ProjectImage } from '../../entities';

/** A project's extra image urls, in order, read in their own statement (so after any lock taken before). */
export async function readExtraImages(manager: EntityManager, projectId: string): Promise<string[]> {
  const rows = await manager.getRepository(ProjectImage).find({ where: { projectId }, order: { position: 'ASC' } });
  return rows.map((row) => row.imageUrl);
}

/** Makes `urls` the project's extra images, in that order. */
export async function writeExtraImages(manager: EntityManager, projectId: string, urls: string[]): Promise<void> {
  const repository = manager.getRepository(ProjectImage);
  await repository.delete({ projectId });
  if (urls.length > 0) await repository.insert(urls.map((imageUrl, position) => ({ projectId, position, imageUrl })));
}

/**
 * Marks the project as changed now when only its extra images changed (saving the project
 * updates the date only when one of its own columns changed).
 */
export async function touchProject(manager: EntityManager, project: Project): Promise<void> {
  const result = await manager
    .createQueryBuilder()
    .update(Project)
    .set({ updatedAt: () => 'CURRENT_TIMESTAMP' })
    .where('id = :id', { id: project.id })
    .returning(['updatedAt'])
    .execute();
  project.updatedAt = (result.raw as { updated_at: Date }[])[0].updated_at;
}
