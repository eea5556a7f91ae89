import { check, credentialsRules, galleryImageChangeRules, MAX_EXTRA_PROJECT_IMAGES, MAX_UPLOAD_SIZE_TEXT, newGalleryImageRules, UPLOAD_LIMITS } from '../src';

describe('gallery rules', () => {
  const known = ['Residential', 'Construction Progress'];

  it('match a category in any case and answer it as stored', () => {
    expect(check(newGalleryImageRules(known), { title: 'Slab', category: 'construction progress', image: true })).toEqual({
      ok: true,
      values: { title: 'Slab', category: 'Construction Progress', image: true, published: true },
    });
  });

  it('name the known categories when one is unknown, and ask for one when none is chosen', () => {
    expect(check(newGalleryImageRules(known), { title: 'Slab', category: 'Roofs', image: true })).toEqual({
      ok: false,
      errors: { category: 'Unknown category "Roofs": choose one of Residential, Construction Progress' },
    });
    expect(check(galleryImageChangeRules(known), { category: ' ' })).toEqual({ ok: false, errors: { category: 'Please select a category' } });
  });
});

describe('login rules', () => {
  it('require both fields and bound them before anything is hashed', () => {
    expect(check(credentialsRules, {})).toEqual({ ok: false, errors: { email: 'Email is required', password: 'Password is required' } });
    expect(check(credentialsRules, { email: 'a@b.in', password: 'x'.repeat(1025) })).toEqual({
      ok: false,
      errors: { password: 'Password must be at most 1024 characters' },
    });
    expect(check(credentialsRules, { email: ' admin@example.com ', password: ' spaced ' })).toEqual({
      ok: true,
      values: { email: 'admin@example.com', password: ' spaced ' },
    });
  });
});

describe('upload limits', () => {
  it('are 10 MB per file and 20 files per request: a main image and 19 more', () => {
    expect(UPLOAD_LIMITS).toEqual({ maxBytes: 10 * 1024 * 1024, maxFilesPerRequest: 20 });
    expect(MAX_EXTRA_PROJECT_IMAGES).toBe(19);
    expect(MAX_UPLOAD_SIZE_TEXT).toBe('10 MB');
  });
});
