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

/** Marks the project as changed now, by its date and its version (modules/versions.ts), when its photos were rearranged. */
export async function touchProject(manager: EntityManager, project: Project): Promise<void> {
  const result = await manager
    .createQueryBuilder()
    .update(Project)
    .set({ updatedAt: () => 'CURRENT_TIMESTAMP', version: () => 'version + 1' })
    .where('id = :id', { id: project.id })
    .returning(['updatedAt', 'version'])
    .execute();
  const [row] = result.raw as { updated_at: Date; version: number }[];
  Object.assign(project, { updatedAt: row.updated_at, version: row.version });
}
