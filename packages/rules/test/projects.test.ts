import { check, newProjectRules, parseProjectCategory, PROJECT_CATEGORIES, PROJECT_CATEGORY_MESSAGE, projectCategoryLabel } from '../src';

describe('project categories', () => {
  it('are the four the site filters by, in the filters order', () => {
    expect(PROJECT_CATEGORIES).toEqual(['residential', 'commercial', 'industrial', 'infrastructure']);
  });

  it('are read in any case, as GraphQL and REST spell them', () => {
    expect(parseProjectCategory('RESIDENTIAL')).toBe('residential');
    expect(parseProjectCategory(' Commercial ')).toBe('commercial');
    expect(parseProjectCategory('farmhouse')).toBeNull();
    expect(parseProjectCategory(undefined)).toBeNull();
  });

  it('have the label the site shows', () => {
    expect(projectCategoryLabel('INFRASTRUCTURE')).toBe('Infrastructure');
    expect(projectCategoryLabel('nonsense')).toBe('');
  });

  it('default to residential for a new project, and refuse an unknown one naming the choices', () => {
    const base = { title: 'House', details: 'Two storeys', image: true };
    expect(check(newProjectRules, base)).toMatchObject({ ok: true, values: { category: 'residential' } });
    expect(check(newProjectRules, { ...base, category: 'INDUSTRIAL' })).toMatchObject({ ok: true, values: { category: 'industrial' } });
    expect(check(newProjectRules, { ...base, category: 'farmhouse' })).toEqual({ ok: false, errors: { category: PROJECT_CATEGORY_MESSAGE } });
    expect(PROJECT_CATEGORY_MESSAGE).toBe('Category must be one of: residential, commercial, industrial, infrastructure');
  });
});
