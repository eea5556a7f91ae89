import {
  check,
  galleryImageChangeRules,
  newGalleryImageRules,
  newServiceRules,
  newProjectRules,
  serviceChangeRules,
  projectChangeRules,
  PUBLISHED_MESSAGE,
} from '../src';

const newProject = { title: 'House', details: 'Two storeys', image: true };
const newService = { title: 'Soil testing', description: 'Plate load tests', image: true, points: ['Report in a week'] };
const newImage = { title: 'Slab', category: 'Residential', image: true };
const galleryCategories = ['Residential'];

describe('published ("Show on the site")', () => {
  it('is on for a new project, service or gallery image unless told otherwise', () => {
    expect(check(newProjectRules, newProject)).toMatchObject({ ok: true, values: { published: true } });
    expect(check(newServiceRules, newService)).toMatchObject({ ok: true, values: { published: true } });
    expect(check(newGalleryImageRules(galleryCategories), newImage)).toMatchObject({ ok: true, values: { published: true } });
    expect(check(newProjectRules, { ...newProject, published: null })).toMatchObject({ ok: true, values: { published: true } });
    expect(check(newProjectRules, { ...newProject, published: '' })).toMatchObject({ ok: true, values: { published: true } });
  });

  it('is read from a boolean (GraphQL) or a form\'s "true" and "false", in any case', () => {
    expect(check(newProjectRules, { ...newProject, published: false })).toMatchObject({ ok: true, values: { published: false } });
    expect(check(newProjectRules, { ...newProject, published: 'false' })).toMatchObject({ ok: true, values: { published: false } });
    expect(check(newServiceRules, { ...newService, published: ' FALSE ' })).toMatchObject({ ok: true, values: { published: false } });
    expect(check(newGalleryImageRules(galleryCategories), { ...newImage, published: 'True' })).toMatchObject({ ok: true, values: { published: true } });
  });

  it('refuses anything else with one message, whatever the domain', () => {
    const refused = { ok: false, errors: { published: PUBLISHED_MESSAGE } };
    expect(PUBLISHED_MESSAGE).toBe('Published must be true or false');
    expect(check(newProjectRules, { ...newProject, published: 'yes' })).toEqual(refused);
    expect(check(newServiceRules, { ...newService, published: 1 })).toEqual(refused);
    expect(check(galleryImageChangeRules(galleryCategories), { published: 'on' })).toEqual(refused);
    expect(check(projectChangeRules, { published: ['true'] })).toEqual(refused);
  });

  it('is left as it is by a change that does not give it (left out, null or blank)', () => {
    expect(check(projectChangeRules, { title: 'Villa' })).toEqual({ ok: true, values: { title: 'Villa' } });
    expect(check(projectChangeRules, { published: null })).toEqual({ ok: true, values: {} });
    expect(check(serviceChangeRules, { published: '' })).toEqual({ ok: true, values: {} });
    expect(check(galleryImageChangeRules(galleryCategories), { published: 'false' })).toEqual({ ok: true, values: { published: false } });
    expect(check(serviceChangeRules, { published: true })).toEqual({ ok: true, values: { published: true } });
  });
});
