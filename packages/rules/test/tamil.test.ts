import { z } from 'zod';
import {
  check,
  localeOfLang,
  mergeTamil,
  newProjectRules,
  serviceChangeRules,
  photoDetailsRules,
  projectChangeRules,
  tamilChanges,
  tamilFieldsOf,
  tamilText,
} from '../src';
import { DEFAULT_SITE_SETTINGS, siteSettingsRules } from '../src/site-settings';
import { TAMIL_FIELDS } from '../src/tamil-fields';

describe('Tamil texts', () => {
  const base = { title: 'House', details: 'Two storeys', image: true };

  it('are optional on a new item: left out, null or blank is none; texts are trimmed', () => {
    expect(check(newProjectRules, base)).toMatchObject({ ok: true });
    expect('ta' in (check(newProjectRules, base) as { values: object }).values).toBe(false);
    expect(check(newProjectRules, { ...base, ta: null })).toMatchObject({ ok: true });
    const given = check(newProjectRules, { ...base, ta: { title: ' வீடு ', details: '  ', features: [' ', 'கிணறு'], unknown: 'x' } });
    expect(given).toEqual({ ok: true, values: expect.objectContaining({ ta: { title: 'வீடு', details: null, features: ['கிணறு'] } }) });
  });

  it('have the English fields limits, named by their path', () => {
    expect(check(projectChangeRules, { ta: { title: 'அ'.repeat(201), location: 'அ'.repeat(200) } })).toEqual({
      ok: false,
      errors: { 'ta.title': 'Title in Tamil must be at most 200 characters' },
    });
    expect(check(serviceChangeRules, { ta: { points: Array(31).fill('புள்ளி') } })).toEqual({
      ok: false,
      errors: { 'ta.points': 'At most 30 service points in Tamil are allowed' },
    });
    expect(check(photoDetailsRules, { ta: { caption: 'அ'.repeat(301) } })).toMatchObject({ ok: false, errors: { 'ta.caption': expect.any(String) } });
    expect(check(projectChangeRules, { ta: 'வீடு' })).toMatchObject({ ok: false, errors: { ta: expect.stringContaining('group of fields') } });
  });

  it('are changed field by field: left out kept, null or blank or an empty list removed', () => {
    const stored = { title: 'வீடு', details: 'விவரம்', features: ['கிணறு'] };
    const changes = check(projectChangeRules, { ta: { title: 'புதிய வீடு', details: ' ', features: [] } });
    expect(changes.ok).toBe(true);
    expect(mergeTamil(stored, (changes as { values: { ta: Record<string, unknown> } }).values.ta)).toEqual({ title: 'புதிய வீடு' });
    expect(mergeTamil(stored, undefined)).toEqual(stored);
    expect(mergeTamil(null, { title: null })).toEqual({});
  });

  it('of the settings sit in each group and list item, and the defaults have them for every visitor-facing text', () => {
    const checked = check(siteSettingsRules, DEFAULT_SITE_SETTINGS);
    expect(checked.ok).toBe(true);
    const { ta, about, hours, stats, testimonials, address, phones } = DEFAULT_SITE_SETTINGS;
    expect(Object.keys(ta!).sort()).toEqual(['description', 'firmName', 'shortName', 'tagline']);
    expect(Object.keys(about.ta!).sort()).toEqual(['mission', 'story', 'vision']);
    expect(Object.keys(address.ta!).sort()).toEqual(['country', 'district', 'state', 'street', 'town']);
    for (const item of [...hours, ...stats, ...testimonials, ...phones, ...about.team, ...about.reasons, ...about.milestones]) {
      expect(Object.keys(item.ta ?? {}).length).toBeGreaterThan(0);
    }
    const settings = structuredClone(DEFAULT_SITE_SETTINGS);
    settings.about.reasons[0].ta = { title: 'அ'.repeat(121) };
    expect(check(siteSettingsRules, settings)).toEqual({ ok: false, errors: { 'about.reasons.0.ta.title': 'Reason in Tamil must be at most 120 characters' } });
  });

  it('are asked for with ?lang=ta (any case, with a region too); anything else is English', () => {
    expect(['ta', 'TA', ' ta-IN ', 'ta-in'].map(localeOfLang)).toEqual(['ta', 'ta', 'ta', 'ta']);
    expect(['en', '', 'tamil', 'fr', undefined, ['ta'], 'ta-'].map(localeOfLang)).toEqual(Array(7).fill('en'));
  });
});

describe('TAMIL_FIELDS: the fields a stored Tamil text may stand in for', () => {
  it('are every field of every Tamil group in the rules, and nothing else', () => {
    expect([...TAMIL_FIELDS].sort()).toEqual(
      [
        ...['title', 'details', 'location', 'features', 'description', 'points', 'alt', 'caption', 'name'],
        ...['firmName', 'shortName', 'tagline', 'street', 'town', 'district', 'state', 'country', 'label', 'days', 'short', 'hours'],
        ...['position', 'content', 'story', 'mission', 'vision', 'role', 'bio', 'text', 'year'],
      ].sort(),
    );
  });

  it('follow a group: a field added to one is read in Tamil without naming it again', () => {
    const group = tamilChanges({ title: tamilText('Title', 10), client: tamilText('Client', 10) });
    expect(tamilFieldsOf(group)).toEqual(['title', 'client']);
  });

  it('refuse a schema that is not a group of Tamil texts', () => {
    expect(() => tamilFieldsOf(z.object({ title: z.string() }))).toThrow('Not a group of Tamil texts');
  });
});
