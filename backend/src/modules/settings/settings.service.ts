import type { LocaleValue } from '@vriddhi/rules';
import { siteSettingsRules, type SiteSettings } from '@vriddhi/rules/site-settings';
import type { DataSource, EntityManager } from 'typeorm';
import type { ContentVersion } from '../../content-version';
import { SiteSettingsRecord } from '../../entities';
import { ValidationError } from '../../errors';
import type { ImageAssetsService } from '../../images/image-assets.service';
import type { IncomingFile } from '../../images/incoming-file';
import { VersionedCache } from '../../versioned-cache';
import { recordActivity } from '../activity/record-activity';
import { assertCan, type Actor } from '../auth/actor';
import { accept } from '../validation';
import { checkVersion, type ExpectedVersion } from '../versions';
import { localizedDeep } from '../locale/localized';
import { mentionsTamil, withStoredTamil } from './kept-tamil';
import { DEFAULT_SETTINGS_ROW, insertDefaultSettingsRow, SETTINGS_ROW_ID } from './settings-row';

/**
 * The stored record with its fields in the order the rules list them (PostgreSQL's jsonb keeps keys
 * in its own order): the REST answer reads like the documented shape. Read as stored if it does not
 * pass today's rules (it did when saved; it is never changed on read).
 */
function inRulesOrder(stored: SiteSettings): SiteSettings {
  const read = siteSettingsRules.safeParse(stored);
  return read.success ? read.data : stored;
}

/** The settings as stored, with the record's version (modules/versions.ts). */
export interface StoredSettings {
  data: SiteSettings;
  version: number;
}

/** The firm's details (the one settings record): read by every page, changed by an admin as a whole. */
export class SettingsService {
  private readonly cache: VersionedCache<StoredSettings>;

  constructor(
    private readonly db: DataSource,
    private readonly images: ImageAssetsService,
    contentVersion: ContentVersion,
  ) {
    this.cache = new VersionedCache(contentVersion, 2);
  }

  /** The stored settings, in `locale` (localizedDeep); the defaults (today's texts) until the firm first saves them. Cached until the next write. */
  async get(locale: LocaleValue = 'en'): Promise<SiteSettings> {
    return (await this.record(locale)).data;
  }

  /** The stored settings with their version, in `locale`. Cached until the next write. */
  record(locale: LocaleValue = 'en'): Promise<StoredSettings> {
    if (locale !== 'en') {
      return this.cache.get(`settings:${locale}`, async () => {
        const { data, version } = await this.record();
        return { data: localizedDeep(data, locale), version };
      });
    }
    return this.cache.get('settings', async () => {
      const stored = await this.db.getRepository(SiteSettingsRecord).findOneBy({ id: SETTINGS_ROW_ID });
      return stored ? { data: inRulesOrder(stored.data), version: stored.version } : DEFAULT_SETTINGS_ROW;
    });
  }

  /**
   * Replaces the settings with `raw`, checked as a whole (every problem at once); shown on every page
   * at once. `teamPhotos[i]`, when given, is the new photo of the i-th team member. A member's
   * `photoUrl` may only keep a photo the team has now (or be null): photos come in as uploads. A save
   * that says nothing of Tamil keeps the stored Tamil texts (withStoredTamil).
   * A photo no member keeps is deleted once the change is committed. With `expected`, refused with
   * CONFLICT unless the record is still at that version.
   */
  async update(actor: Actor, raw: unknown, teamPhotos: readonly (IncomingFile | null)[] = [], expected?: ExpectedVersion): Promise<StoredSettings> {
    assertCan(actor, 'settings');
    const checked = accept(siteSettingsRules, raw);
    const uploads = teamPhotos.flatMap((file, index) => (file ? [{ file, index }] : []));
    return this.images.writeWithImages(
      uploads.map((upload) => upload.file),
      async (manager, stored) => {
        // Checked under the row's lock: a save at the same time (one removing a photo this one keeps,
        // say) either came first and is seen here, or waits for this one.
        const current = await lockedRecord(manager);
        checkVersion('settings', current.version, expected);
        const settings = mentionsTamil(raw) ? checked : withStoredTamil(checked, current.data);
        const held = current.data.about.team.flatMap((member) => member.photoUrl ?? []);
        checkTeamPhotos(settings, new Set(held), teamPhotos);
        uploads.forEach(({ index }, i) => (settings.about.team[index].photoUrl = stored[i].url));
        const version = current.version + 1;
        await manager.getRepository(SiteSettingsRecord).update({ id: SETTINGS_ROW_ID }, { data: settings, updatedById: actor.id, version });
        await recordActivity(manager, actor, { action: 'updated', subject: 'settings' });
        const kept = new Set(settings.about.team.map((member) => member.photoUrl));
        return { result: { data: settings, version }, releasedUrls: held.filter((url) => !kept.has(url)) };
      },
    );
  }
}

/** The settings row, locked; written first if it is missing (the start writes it, a restore may not have). */
async function lockedRecord(manager: EntityManager): Promise<SiteSettingsRecord> {
  const lock = () => manager.getRepository(SiteSettingsRecord).findOne({ where: { id: SETTINGS_ROW_ID }, lock: { mode: 'pessimistic_write' } });
  const found = await lock();
  if (found) return found;
  await insertDefaultSettingsRow(manager);
  return (await lock())!;
}

/** Every kept photo is one the team has; every new photo is for a member in the list. */
function checkTeamPhotos(settings: SiteSettings, held: ReadonlySet<string>, teamPhotos: readonly (IncomingFile | null)[]): void {
  const errors: Record<string, string> = {};
  settings.about.team.forEach((member, index) => {
    if (member.photoUrl !== null && !held.has(member.photoUrl) && !teamPhotos[index]) {
      errors[`about.team.${index}.photoUrl`] = 'A team photo must be uploaded with the settings (keep the current one or choose a new file)';
    }
  });
  if (teamPhotos.length > settings.about.team.length) errors.teamPhotos = 'There is a photo for a team member that is not in the list';
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
