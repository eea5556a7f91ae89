import type { SiteSettings } from '@vriddhi/rules/site-settings';

/** Whether a settings input says anything of Tamil: a `ta` anywhere in it. */
export function mentionsTamil(raw: unknown, depth = 0): boolean {
  if (typeof raw !== 'object' || raw === null || depth > 8) return false;
  if (!Array.isArray(raw) && Object.hasOwn(raw, 'ta')) return true;
  return Object.values(raw).some((value) => mentionsTamil(value, depth + 1));
}

type Item = { ta?: object } & object;

/** An item's English: every field but its Tamil and its photo, in a fixed order (stored JSON keeps keys in its own). */
function englishOf(item: Item): string {
  return JSON.stringify(
    Object.entries(item)
      .filter(([key]) => key !== 'ta' && key !== 'photoUrl')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Each item with the Tamil of the stored item that has the same English texts, if any (an item's own Tamil first, with `keepOwn`). */
function keptInList<T extends Item>(items: T[], stored: readonly T[] | undefined, keepOwn = false): T[] {
  const tamilByEnglish = new Map((stored ?? []).filter((item) => item.ta).map((item) => [englishOf(item), item.ta]));
  return items.map((item) => {
    if (keepOwn && item.ta && Object.keys(item.ta).length > 0) return item;
    const ta = tamilByEnglish.get(englishOf(item));
    return ta ? { ...item, ta } : item;
  });
}

type Group = { ta?: Record<string, string | undefined> } & object;

/** A group's own Tamil, completed with the other group's Tamil of each field whose English is the same in both. */
function tamilOfSameEnglish<T extends Group>(group: T, other: T | undefined): T['ta'] {
  const same = Object.entries(other?.ta ?? {}).filter(([field]) => (group as Record<string, unknown>)[field] === (other as Record<string, unknown>)[field]);
  if (same.length === 0) return group.ta;
  return { ...Object.fromEntries(same), ...group.ta } as T['ta'];
}

/**
 * A site's settings from before Tamil, given the default Tamil texts wherever it still shows the
 * default English: field by field in the firm's details, the address and the About page's texts, item
 * by item in the lists (an item whose English is exactly a default one's). What the firm wrote itself
 * stays in English on the Tamil pages until it writes its Tamil: never a default's Tamil beside
 * another English.
 */
export function withDefaultTamil(settings: SiteSettings, defaults: SiteSettings): SiteSettings {
  return {
    ...settings,
    ta: tamilOfSameEnglish(settings, defaults),
    address: { ...settings.address, ta: tamilOfSameEnglish(settings.address, defaults.address) },
    phones: keptInList(settings.phones, defaults.phones, true),
    hours: keptInList(settings.hours, defaults.hours, true),
    stats: keptInList(settings.stats, defaults.stats, true),
    testimonials: keptInList(settings.testimonials, defaults.testimonials, true),
    about: {
      ...settings.about,
      ta: tamilOfSameEnglish(settings.about, defaults.about),
      team: keptInList(settings.about.team, defaults.about.team, true),
      reasons: keptInList(settings.about.reasons, defaults.about.reasons, true),
      milestones: keptInList(settings.about.milestones, defaults.about.milestones, true),
    },
  };
}

/**
 * The settings of a save that said nothing of Tamil (a client written before Tamil, such as an admin
 * screen without Tamil fields), with the stored Tamil texts kept: the record's and its groups' as
 * they are, and each list item's from the stored item with the same English texts. An item whose
 * English changed loses its Tamil (shown in English) rather than showing another item's.
 */
export function withStoredTamil(settings: SiteSettings, stored: SiteSettings): SiteSettings {
  return {
    ...settings,
    ta: stored.ta,
    address: { ...settings.address, ta: stored.address?.ta },
    phones: keptInList(settings.phones, stored.phones),
    hours: keptInList(settings.hours, stored.hours),
    stats: keptInList(settings.stats, stored.stats),
    testimonials: keptInList(settings.testimonials, stored.testimonials),
    about: {
      ...settings.about,
      ta: stored.about?.ta,
      team: keptInList(settings.about.team, stored.about?.team),
      reasons: keptInList(settings.about.reasons, stored.about?.reasons),
      milestones: keptInList(settings.about.milestones, stored.about?.milestones),
    },
  };
}
