import { BROKEN_TEXT_MESSAGE, check, cleanText, newProjectRules, projectChangeRules } from '../src';

describe('field rules', () => {
  it('keep text trimmed and without NUL characters, and count anything else as empty', () => {
    expect(cleanText('  Villa\u0000 at Vriddhachalam  ')).toBe('Villa at Vriddhachalam');
    expect(cleanText(42)).toBe('');
    expect(cleanText(null)).toBe('');
  });

  it('give every problem at once, the first message per field, in the order of the rules', () => {
    const result = check(newProjectRules, { title: '   ', details: 'x'.repeat(10_001), image: false });
    expect(result).toEqual({
      ok: false,
      errors: { title: 'Title is required', details: 'Details must be at most 10000 characters', image: 'Project image is required' },
    });
  });

  it('drop blank list entries before counting them, and bound each entry', () => {
    const base = { title: 'House', details: 'Two storeys', image: true };
    expect(check(newProjectRules, { ...base, features: ['  ', 'Rooftop garden', ''] })).toMatchObject({ ok: true, values: { features: ['Rooftop garden'] } });
    expect(check(newProjectRules, { ...base, features: Array.from({ length: 31 }, (_, i) => `Feature ${i}`) })).toEqual({
      ok: false,
      errors: { features: 'At most 30 features are allowed' },
    });
    expect(check(newProjectRules, { ...base, features: ['x'.repeat(301)] })).toEqual({
      ok: false,
      errors: { features: 'Each of the features must be at most 300 characters' },
    });
  });

  it('check only the fields a change gives, and let a null location remove it', () => {
    expect(check(projectChangeRules, { title: 'New name' })).toEqual({ ok: true, values: { title: 'New name' } });
    expect(check(projectChangeRules, { details: null, location: '' })).toEqual({ ok: true, values: { location: null } });
    expect(check(projectChangeRules, { title: '' })).toEqual({ ok: false, errors: { title: 'Title is required' } });
  });

  it('refuse a lone surrogate in any field, nested ones and lists too, by its path; a whole pair is a character like any other', () => {
    const base = { title: 'House 🏠', details: 'Two storeys', image: true };
    expect(check(newProjectRules, base)).toMatchObject({ ok: true, values: { title: 'House 🏠' } });
    expect(check(newProjectRules, { ...base, title: 'House \ud83c', features: ['Garden', 'Roof \udfe0 top'], location: { town: '\udfe0' } })).toEqual({
      ok: false,
      errors: { title: BROKEN_TEXT_MESSAGE, 'features.1': BROKEN_TEXT_MESSAGE, 'location.town': BROKEN_TEXT_MESSAGE },
    });
    expect(check(newProjectRules, { ...base, title: '', details: '\ud800' })).toEqual({
      ok: false,
      errors: { details: BROKEN_TEXT_MESSAGE, title: 'Title is required' },
    });
  });
});
