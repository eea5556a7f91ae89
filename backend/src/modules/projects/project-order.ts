import type { EntityManager } from 'typeorm';
import { Project } from '../../entities';
import { NotFoundError, ValidationError } from '../../errors';
import { checkNewOrder } from '../new-order';
import { checkVersion, type ExpectedVersion } from '../versions';
import { readExtraImages, touchProject, writeExtraImages } from './project-images';

/**
 * A project's photos in a new order: `urls` is every photo of the project once, the cover (its main
 * image) first. Under the project's row lock, so a concurrent edit adding or removing photos either
 * comes before (and this order is refused as stale) or after (and keeps this order). With `expected`,
 * refused with CONFLICT unless the project is still at that version.
 */
export async function writePhotoOrder(
  manager: EntityManager,
  projectId: string,
  urls: unknown,
  notFound: string,
  expected?: ExpectedVersion,
): Promise<Project> {
  const repository = manager.getRepository(Project);
  const project = await repository.findOne({ where: { id: projectId }, lock: { mode: 'pessimistic_write' } });
  if (!project) throw new NotFoundError(notFound);
  checkVersion('project', project.version, expected);
  const order = checkNewOrder(urls, [project.imageUrl, ...(await readExtraImages(manager, projectId))], 'photo of the project');
  const [cover, ...extras] = order;
  if (cover !== project.imageUrl) await repository.update({ id: projectId }, { imageUrl: cover });
  await writeExtraImages(manager, projectId, extras);
  await touchProject(manager, project);
  return Object.assign(project, { imageUrl: cover, images: extras });
}

/** The photo `url` becomes the cover; the others keep their order after it. `expected` as for writePhotoOrder. */
export async function writeCover(manager: EntityManager, projectId: string, url: unknown, notFound: string, expected?: ExpectedVersion): Promise<Project> {
  const project = await manager.getRepository(Project).findOne({ where: { id: projectId }, lock: { mode: 'pessimistic_write' } });
  if (!project) throw new NotFoundError(notFound);
  checkVersion('project', project.version, expected);
  const photos = [project.imageUrl, ...(await readExtraImages(manager, projectId))];
  if (typeof url !== 'string' || !photos.includes(url))
    throw new ValidationError({ cover: 'This photo is not one of the project’s photos; reload the page and try again.' });
  return writePhotoOrder(manager, projectId, [url, ...photos.filter((photo) => photo !== url)], notFound);
}
