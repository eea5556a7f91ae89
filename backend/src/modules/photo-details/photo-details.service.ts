import { photoDetailsRules, type ActivitySubject } from '@vriddhi/rules';
import type { ContentWrites } from '../../content-writes';
import { ImageAsset } from '../../entities';
import { imageKeyOf } from '../../storage/image-names';
import { NotFoundError } from '../../errors';
import { recordActivity } from '../activity/record-activity';
import { assertCan, type Actor } from '../auth/actor';
import { accept } from '../validation';
import { withTamilMerged } from '../locale/tamil-changes';

export const PHOTO_NOT_FOUND = 'Photo not found';

/** The item a photo of the content belongs to (a project, by its main or an extra photo, a gallery image, a service): the photos the content permission covers. */
const OWNER = `SELECT 'project' AS subject, id, title FROM projects WHERE image_url = $1
  UNION ALL SELECT 'project', p.id, p.title FROM project_images i JOIN projects p ON p.id = i.project_id WHERE i.image_url = $1
  UNION ALL SELECT 'gallery image', id, title FROM gallery_images WHERE image_url = $1
  UNION ALL SELECT 'service', id, title FROM services WHERE image_url = $1
  LIMIT 1`;

/** The firm's words for a photo (alt text, caption) and its focal point, which every page and crop follow. */
export class PhotoDetailsService {
  constructor(private readonly writes: ContentWrites) {}

  async update(actor: Actor, url: string, raw: unknown): Promise<ImageAsset> {
    assertCan(actor, 'content');
    const checked = accept(photoDetailsRules, raw);
    return this.writes.run(async (manager) => {
      const repository = manager.getRepository(ImageAsset);
      // Locked, so a delete of its item running now either comes first (then 404) or waits.
      const found = await repository.findOne({ where: { url }, lock: { mode: 'pessimistic_write' } });
      const [owner]: { subject: ActivitySubject; id: string; title: string }[] = found ? await manager.query(OWNER, [imageKeyOf(url)]) : [];
      if (!found || !owner) throw new NotFoundError(PHOTO_NOT_FOUND);
      const { alt, caption, focalX, focalY, ta } = withTamilMerged(found, checked);
      await repository.update({ url }, { alt, caption, focalX, focalY, ...(ta ? { ta } : {}) });
      await recordActivity(manager, actor, { action: 'described a photo of', subject: owner.subject, subjectId: owner.id, label: owner.title });
      return Object.assign(found, { alt, caption, focalX, focalY }, ta ? { ta } : {});
    });
  }
}
