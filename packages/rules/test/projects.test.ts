import {
  check,
  newProjectRules,
  parseProjectCategory,
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_MESSAGE,
  PROJECT_FORM_FIELDS,
  projectCategoryLabel,
  projectTamilRules,
  type FormFieldsOf,
} from '../src';

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

describe('year completed', () => {
  const base = { title: 'House', details: 'Two storeys', image: true };
  const thisYear = new Date().getFullYear();

  it('is optional, read from a form text or a number', () => {
    expect(check(newProjectRules, base)).toMatchObject({ ok: true, values: { yearCompleted: null } });
    expect(check(newProjectRules, { ...base, yearCompleted: ' 2019 ' })).toMatchObject({ ok: true, values: { yearCompleted: 2019 } });
    expect(check(newProjectRules, { ...base, yearCompleted: thisYear })).toMatchObject({ ok: true, values: { yearCompleted: thisYear } });
  });

  it('is a whole year from 1900 to this one', () => {
    expect(check(newProjectRules, { ...base, yearCompleted: thisYear + 1 })).toEqual({
      ok: false,
      errors: { yearCompleted: 'Year completed cannot be in the future' },
    });
    expect(check(newProjectRules, { ...base, yearCompleted: '1899' })).toEqual({
      ok: false,
      errors: { yearCompleted: 'Year completed must be 1900 or later' },
    });
    expect(check(newProjectRules, { ...base, yearCompleted: '20.5' })).toEqual({
      ok: false,
      errors: { yearCompleted: 'Year completed must be a year, such as 2021' },
    });
    expect(check(newProjectRules, { ...base, yearCompleted: 2020.5 })).toEqual({
      ok: false,
      errors: { yearCompleted: 'Year completed must be a year, such as 2021' },
    });
  });
});

describe("the admin form's fields", () => {
  it('name every field of the rules but the image, and as Tamil twins the fields of the ta rules', () => {
    const names = (fields: object) => Object.keys(fields).sort();
    expect(names(PROJECT_FORM_FIELDS)).toEqual(names(newProjectRules.shape).filter((name) => name !== 'image' && name !== 'ta'));
    const twins = Object.entries(PROJECT_FORM_FIELDS).filter(([, field]) => 'tamil' in field && field.tamil);
    expect(twins.map(([name]) => name).sort()).toEqual(names(projectTamilRules.out.unwrap().shape));
  });

  it('are checked against the rules by their types', () => {
    // @ts-expect-error every field of the rules is named
    const missing: FormFieldsOf<typeof newProjectRules, 'image'> = { title: { kind: 'text', tamil: true } };
    const wrong: FormFieldsOf<typeof newProjectRules, 'image'> = {
      ...PROJECT_FORM_FIELDS,
      // @ts-expect-error a year is not a text
      yearCompleted: { kind: 'text' },
      // @ts-expect-error the rules have no Tamil category
      category: { kind: 'choice', tamil: true },
    };
    expect([missing, wrong]).toHaveLength(2);
  });
});
