import { check } from '../src';
import { formatPhone, MAP_EMBED_MESSAGE, normalizePhone, siteSettingsRules, whatsAppDigits } from '../src/site-settings';
import { DEFAULT_SITE_SETTINGS } from '../src/site-settings-defaults';

const withChange = (change: (settings: Record<string, unknown>) => void) => {
  const settings = structuredClone(DEFAULT_SITE_SETTINGS) as unknown as Record<string, unknown>;
  change(settings);
  return check(siteSettingsRules, settings);
};

describe('phone numbers', () => {
  it('are read for India as people type them, and kept in international form', () => {
    expect(normalizePhone('94432 12345')).toBe('+919443212345');
    expect(normalizePhone('094432-12345')).toBe('+919443212345');
    expect(normalizePhone('+91 94432 12345')).toBe('+919443212345');
    expect(normalizePhone('04143 223456')).toBe('+914143223456');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('are refused when they cannot be called', () => {
    for (const bad of ['12345', 'call me', '', '+91 94432', 42, null]) expect(normalizePhone(bad)).toBeNull();
  });

  it('are shown in international form, and WhatsApp gets the digits', () => {
    expect(formatPhone('+919443212345')).toBe('+91 94432 12345');
    expect(whatsAppDigits('+919443212345')).toBe('919443212345');
  });
});

describe('the site settings', () => {
  it('start from defaults that pass their own rules, unchanged', () => {
    expect(check(siteSettingsRules, DEFAULT_SITE_SETTINGS)).toEqual({ ok: true, values: DEFAULT_SITE_SETTINGS });
  });

  it('normalise what is typed: phones, WhatsApp, trimmed texts', () => {
    const result = withChange((settings) => {
      settings.whatsapp = '98765 43210';
      settings.phones = [{ label: ' Office ', number: '094432 12345' }];
      settings.firmName = '  Sri Vriddhi Builders  ';
    });
    expect(result).toMatchObject({
      ok: true,
      values: { whatsapp: '+919876543210', phones: [{ label: 'Office', number: '+919443212345' }], firmName: 'Sri Vriddhi Builders' },
    });
  });

  it('say in plain words that a group or list left out must be given, not the library wording', () => {
    const result = withChange((settings) => {
      delete (settings as Partial<typeof settings>).address;
      (settings as Record<string, unknown>).phones = 'a phone';
    });
    expect(result).toMatchObject({ ok: false, errors: { address: 'This must be a group of fields', phones: 'This must be a list' } });
  });

  it('name each wrong field with a message the office can act on', () => {
    const result = withChange((settings) => {
      settings.whatsapp = '12345';
      (settings.address as Record<string, unknown>).postalCode = '6060';
      settings.emails = ['office@'];
      settings.social = [{ name: 'Facebook', url: 'javascript:alert(1)' }];
      (settings.map as Record<string, unknown>).embedUrl = 'https://evil.example/map';
      settings.stats = [];
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      whatsapp: 'WhatsApp number is not a phone number we can call: give it with its area code, like 94432 12345 or 04143 223456',
      'address.postalCode': 'PIN code must be six digits, like 606001',
      'map.embedUrl': MAP_EMBED_MESSAGE,
      'emails.0': 'Each e-mail must be an address like office@example.com',
      'social.0.url': 'Social link must be a web address starting with https://',
      stats: 'The home page shows exactly four figures',
    });
  });

  it('need at least one phone and bound every list', () => {
    expect(withChange((settings) => (settings.phones = []))).toEqual({ ok: false, errors: { phones: 'At least one phone number is needed' } });
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `Client ${i}`, position: '', content: 'Good work.' }));
    expect(withChange((settings) => (settings.testimonials = many))).toEqual({ ok: false, errors: { testimonials: 'At most 20 testimonials' } });
  });

  it('refuse a map without links, or with one that is no address, with one message each (found by the REST fuzzing: it crashed)', () => {
    const noMap = check(siteSettingsRules, { ...structuredClone(DEFAULT_SITE_SETTINGS), map: {} });
    expect(noMap.ok).toBe(false);
    expect(!noMap.ok && noMap.errors['map.embedUrl']).toBe('Map embed link must be a web address starting with https://');
    expect(withChange((settings) => ((settings.map as { embedUrl: string }).embedUrl = 'not a link'))).toEqual({
      ok: false,
      errors: { 'map.embedUrl': 'Map embed link must be a web address starting with https://' },
    });
  });

  it.each([
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3915.9!2d79.3242!3d11.5183',
    'https://www.google.com/maps/embed/v1/place?key=KEY&q=Vriddhachalam',
    'https://www.google.com/maps?q=Vriddhachalam,+Tamil+Nadu&output=embed',
    'https://maps.google.com/maps?q=Vriddhachalam&output=embed',
  ])('take a Google Maps embed address: %s', (embedUrl) => {
    expect(withChange((settings) => ((settings.map as Record<string, unknown>).embedUrl = embedUrl))).toMatchObject({ ok: true });
  });

  it.each([
    'https://www.google.com/url?q=https://evil.example',
    'https://www.google.com/search?q=maps',
    'https://www.google.com/maps/place/Vriddhachalam',
    'https://www.google.com/maps?q=Vriddhachalam',
    'https://www.google.com/maps/embedded?pb=1',
    'http://www.google.com/maps/embed?pb=1',
    'https://user@www.google.com/maps/embed?pb=1',
    'https://www.google.com:8443/maps/embed?pb=1',
    'https://google.com.evil.example/maps/embed?pb=1',
  ])('refuse any other page of Google, or another host: %s', (embedUrl) => {
    expect(withChange((settings) => ((settings.map as Record<string, unknown>).embedUrl = embedUrl))).toEqual({
      ok: false,
      errors: { 'map.embedUrl': MAP_EMBED_MESSAGE },
    });
  });

  it('take the whole <iframe> code Google\'s "Embed a map" gives, keeping only its address', () => {
    const code =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1d3915.9&amp;hl=en" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>';
    const result = withChange((settings) => ((settings.map as Record<string, unknown>).embedUrl = code));
    expect(result.ok && (result.values.map as { embedUrl: string }).embedUrl).toBe('https://www.google.com/maps/embed?pb=!1m18!1m12!1d3915.9&hl=en');
    // Code framing another site is refused like its address would be.
    expect(withChange((settings) => ((settings.map as Record<string, unknown>).embedUrl = '<iframe src="https://evil.example/map"></iframe>'))).toEqual({
      ok: false,
      errors: { 'map.embedUrl': MAP_EMBED_MESSAGE },
    });
  });

  it('read coordinates from numbers or texts of numbers, and refuse an empty one instead of taking it as 0', () => {
    const at = (latitude: unknown, longitude: unknown) =>
      withChange((settings) => Object.assign(settings.map as Record<string, unknown>, { latitude, longitude }));
    expect(at(' 11.5183 ', '79.3242')).toMatchObject({ ok: true, values: { map: { latitude: 11.5183, longitude: 79.3242 } } });
    expect(at(0, -0.5)).toMatchObject({ ok: true, values: { map: { latitude: 0, longitude: -0.5 } } });
    for (const empty of ['', '  ', null, undefined, 'north', [], true]) {
      expect(at(empty, empty)).toEqual({
        ok: false,
        errors: {
          'map.latitude': 'Latitude must be a number of degrees, like 11.5183',
          'map.longitude': 'Longitude must be a number of degrees, like 11.5183',
        },
      });
    }
    expect(at('91', -181)).toEqual({
      ok: false,
      errors: { 'map.latitude': 'Latitude must be between -90 and 90', 'map.longitude': 'Longitude must be between -180 and 180' },
    });
  });
});
