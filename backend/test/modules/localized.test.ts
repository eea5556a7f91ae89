import { Project } from '../../src/entities';
import { localeOf, localized, localizedDeep } from '../../src/modules/locale/localized';
import { withStoredTamil } from '../../src/modules/settings/kept-tamil';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';

function project(fields: Partial<Project>): Project {
  return Object.assign(new Project(), { id: 'p1', title: 'House', details: 'Details', location: null, features: ['Well'], published: true, ta: {} }, fields);
}

describe('localized', () => {
  it('lays each Tamil text over its English one, field by field, and a list only when it has items', () => {
    const english = project({ ta: { title: 'வீடு', location: 'விருத்தாசலம்', details: '  ', features: [] } });
    const tamil = localized(english, 'ta');
    expect(tamil).toBeInstanceOf(Project);
    expect(tamil).toMatchObject({ title: 'வீடு', location: 'விருத்தாசலம்', details: 'Details', features: ['Well'], ta: english.ta });
    expect(english.title).toBe('House'); // the cached item is never changed
    expect(localeOf(tamil)).toBe('ta');
    expect(localeOf(english)).toBe('en');
    expect(localized(english, 'en')).toBe(english);
  });

  it('never replaces what is not a text, nor a field the item does not have, whatever the stored Tamil holds', () => {
    const odd = project({ ta: { id: 'p2', published: 'no', version: 9, unknown: 'x', title: { nested: true }, details: ['a'], features: [1] } as never });
    const tamil = localized(odd, 'ta') as Project & { unknown?: string };
    expect(tamil).toMatchObject({ id: 'p1', published: true, title: 'House', details: 'Details', features: ['Well'] });
    const settings = localizedDeep({ ...DEFAULT_SITE_SETTINGS, ta: { hours: ['Mon'], stats: 'x' } } as never, 'ta') as typeof DEFAULT_SITE_SETTINGS;
    expect(settings.hours).toEqual(localizedDeep(DEFAULT_SITE_SETTINGS, 'ta').hours);
    expect(tamil.unknown).toBeUndefined();
    expect(localized(project({ ta: null as never }), 'ta').title).toBe('House');
    expect(localized(project({ ta: 'வீடு' as never }), 'ta').title).toBe('House');
    expect(localized(null, 'ta')).toBeNull();
  });

  it('reads the settings in Tamil at every depth, keeping their raw Tamil groups', () => {
    const tamil = localizedDeep(DEFAULT_SITE_SETTINGS, 'ta');
    expect(tamil.tagline).toBe(DEFAULT_SITE_SETTINGS.ta!.tagline);
    expect(tamil.address.town).toBe('விருத்தாசலம்');
    expect(tamil.about.story).toBe(DEFAULT_SITE_SETTINGS.about.ta!.story);
    expect(tamil.about.team[0]).toMatchObject({ name: 'Er. K. Ramasamy', role: DEFAULT_SITE_SETTINGS.about.team[0].ta!.role });
    expect(tamil.about.milestones[0].year).toBe('1995');
    expect(tamil.ta).toEqual(DEFAULT_SITE_SETTINGS.ta);
    expect(DEFAULT_SITE_SETTINGS.address.town).toBe('Vriddhachalam');
  });
});

describe('withStoredTamil', () => {
  it("keeps the record's Tamil and each item's by its English, wherever the item moved", () => {
    const sent = structuredClone(DEFAULT_SITE_SETTINGS);
    for (const group of [sent, sent.address, sent.about, ...sent.stats, ...sent.about.reasons]) delete group.ta;
    sent.about.reasons.reverse();
    sent.stats[1].label = 'Buildings finished';
    const kept = withStoredTamil(sent, DEFAULT_SITE_SETTINGS);
    expect(kept.ta).toEqual(DEFAULT_SITE_SETTINGS.ta);
    expect(kept.about.ta).toEqual(DEFAULT_SITE_SETTINGS.about.ta);
    expect(kept.about.reasons.map((reason) => reason.ta)).toEqual(DEFAULT_SITE_SETTINGS.about.reasons.map((reason) => reason.ta).reverse());
    expect(kept.stats.map((stat) => stat.ta)).toEqual([
      DEFAULT_SITE_SETTINGS.stats[0].ta,
      undefined,
      DEFAULT_SITE_SETTINGS.stats[2].ta,
      DEFAULT_SITE_SETTINGS.stats[3].ta,
    ]);
  });
});
