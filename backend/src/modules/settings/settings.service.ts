import { DEFAULT_SITE_SETTINGS, siteSettingsRules, type SiteSettings } from '@vriddhi/rules/site-settings';
import type { DataSource } from 'typeorm';
import type { ContentVersion } from '../../content-version';
import { SiteSettingsRecord } from '../../entities';
import { ValidationError } from '../../errors';
import type { ImageAssetsService } from '../../images/image-assets.service';
import type { IncomingFile } from '../../images/incoming-file';
import { VersionedCache } from '../../versioned-cache';
import { recordActivity } from '../activity/record-activity';
import { assertCan, type Actor } from '../auth/actor';
import { accept } from '../validation';

const RECORD_ID = 1;

/**
 * The stored record with its fields in the order the rules list them (PostgreSQL's jsonb keeps keys
 * in its own order): the REST answer reads like the documented shape. Read as stored if it does not
 * pass today's rules (it did when saved; it is never changed on read).
 */
function inRulesOrder(stored: SiteSettings): SiteSettings {
  const read = siteSettingsRules.safeParse(stored);
  return read.success ? read.data : stored;
}

/** The firm's details (the one settings record): read by every page, changed by an admin as a whole. */
export class SettingsService {
  private readonly cache: VersionedCache<SiteSettings>;

  constructor(
    private readonly db: DataSource,
    private readonly images: ImageAssetsService,
    contentVersion: ContentVersion,
  ) {
    this.cache = new VersionedCache(contentVersion, 1);
  }

  /** The stored settings; the defaults (today's texts) until the firm first saves them. Cached until the next write. */
  get(): Promise<SiteSettings> {
    return this.cache.get('settings', async () => {
      const stored = (await this.db.getRepository(SiteSettingsRecord).findOneBy({ id: RECORD_ID }))?.data;
      return stored ? inRulesOrder(stored) : DEFAULT_SITE_SETTINGS;
    });
  }

  /**
   * Replaces the settings with `raw`, checked as a whole (every problem at once); shown on every page
   * at once. `teamPhotos[i]`, when given, is the new photo of the i-th team member. A member's
   * `photoUrl` may only keep a photo the team already has (or be null): photos come in as uploads.
   * A photo no member keeps is deleted once the change is committed.
   */
  async update(actor: Actor, raw: unknown, teamPhotos: readonly (IncomingFile | null)[] = []): Promise<SiteSettings> {
    assertCan(actor, 'settings');
    const settings = accept(siteSettingsRules, raw);
    const previousPhotos = new Set((await this.get()).about.team.flatMap((member) => member.photoUrl ?? []));
    checkTeamPhotos(settings, previousPhotos, teamPhotos);
    const uploads = teamPhotos.flatMap((file, index) => (file ? [{ file, index }] : []));
    return this.images.changeContent(
      uploads.map((upload) => upload.file),
      async (manager, stored) => {
        uploads.forEach(({ index }, i) => (settings.about.team[index].photoUrl = stored[i].url));
        const records = manager.getRepository(SiteSettingsRecord);
        // The photos the record holds now (locked: two saves at once release what each replaced).
        const current = await records.findOne({ where: { id: RECORD_ID }, lock: { mode: 'pessimistic_write' } });
        await records.upsert({ id: RECORD_ID, data: settings, updatedById: actor.id }, ['id']);
        await recordActivity(manager, actor, { action: 'updated', subject: 'settings' });
        const kept = new Set(settings.about.team.map((member) => member.photoUrl));
        const held = (current?.data.about.team ?? []).flatMap((member) => member.photoUrl ?? []);
        return { result: settings, releasedUrls: held.filter((url) => !kept.has(url)) };
      },
    );
  }
}

/** Every kept photo is one the team had; every new photo is for a member in the list. */
function checkTeamPhotos(settings: SiteSettings, previous: ReadonlySet<string>, teamPhotos: readonly (IncomingFile | null)[]): void {
  const errors: Record<string, string> = {};
  settings.about.team.forEach((member, index) => {
    if (member.photoUrl !== null && !previous.has(member.photoUrl) && !teamPhotos[index]) {
      errors[`about.team.${index}.photoUrl`] = 'A team photo must be uploaded with the settings (keep the current one or choose a new file)';
    }
  });
  if (teamPhotos.length > settings.about.team.length) errors.teamPhotos = 'There is a photo for a team member that is not in the list';
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
