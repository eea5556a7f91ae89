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

/** Each item with the Tamil of the stored item that has the same English texts, if any. */
function keptInList<T extends Item>(items: T[], stored: readonly T[] | undefined): T[] {
  const tamilByEnglish = new Map((stored ?? []).filter((item) => item.ta).map((item) => [englishOf(item), item.ta]));
  return items.map((item) => {
    const ta = tamilByEnglish.get(englishOf(item));
    return ta ? { ...item, ta } : item;
  });
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
