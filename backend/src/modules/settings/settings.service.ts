import { DEFAULT_SITE_SETTINGS, siteSettingsRules, type SiteSettings } from '@vriddhi/rules/site-settings';
import type { DataSource } from 'typeorm';
import type { ContentVersion } from '../../content-version';
import { SiteSettingsRecord } from '../../entities';
import type { ImageAssetsService } from '../../images/image-assets.service';
import { VersionedCache } from '../../versioned-cache';
import { assertAdmin, type Actor } from '../auth/actor';
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

  /** Replaces the settings with `raw`, checked as a whole (every problem at once); shown on every page at once. */
  async update(actor: Actor, raw: unknown): Promise<SiteSettings> {
    assertAdmin(actor);
    const settings = accept(siteSettingsRules, raw);
    await this.images.changeContent([], async (manager) => {
      await manager.getRepository(SiteSettingsRecord).upsert({ id: RECORD_ID, data: settings }, ['id']);
      return { result: undefined };
    });
    return settings;
  }
}
