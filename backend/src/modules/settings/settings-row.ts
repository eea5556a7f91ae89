import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@vriddhi/rules/site-settings';
import type { EntityManager } from 'typeorm';
import { SiteSettingsRecord } from '../../entities';

/** The settings' one row (the table allows no other). */
export const SETTINGS_ROW_ID = 1;

/**
 * The settings until the firm first saves them: today's texts, at the first version. Written when
 * missing at each start (seed) and by a save that finds no row (a restore may not have brought one);
 * a read that finds none answers this, so its ETag is one that save accepts.
 */
export const DEFAULT_SETTINGS_ROW: { readonly data: SiteSettings; readonly version: number } = { data: DEFAULT_SITE_SETTINGS, version: 1 };

/** Writes DEFAULT_SETTINGS_ROW unless there is a settings row already. */
export async function insertDefaultSettingsRow(manager: EntityManager): Promise<void> {
  await manager
    .getRepository(SiteSettingsRecord)
    .createQueryBuilder()
    .insert()
    .values({ id: SETTINGS_ROW_ID, data: DEFAULT_SETTINGS_ROW.data, version: DEFAULT_SETTINGS_ROW.version })
    .orIgnore()
    .execute();
}
