import type { FormFields } from '@vriddhi/rules';
import { formErrors, formModel, type FormValues } from '@/admin/ui/form-model';
import {
  emptyProjectValues,
  projectFormValues,
  projectInput,
  projectServerErrors,
  validateProject,
  type ProjectFormValues,
} from '@/admin/projects/project-form-model';
import { projectRecord } from './fixtures';

/** One field of each kind, in the order the input sends them. */
const FIELDS = {
  name: { kind: 'text', tamil: true },
  size: { kind: 'choice' },
  note: { kind: 'optionalText', tamil: true },
  year: { kind: 'year' },
  tags: { kind: 'list', tamil: true },
  code: { kind: 'optionalText' },
  shown: { kind: 'flag', initial: true },
  pinned: { kind: 'flag', initial: false },
} as const satisfies FormFields;
type Size = 'SMALL' | 'LARGE';
const model = formModel<typeof FIELDS, { size: Size }>(FIELDS, { size: 'SMALL' });

const stored = {
  name: 'Villa',
  size: 'LARGE' as Size,
  note: null,
  year: 2020,
  tags: ['Solar', 'Garden'],
  code: undefined,
  shown: false,
  pinned: true,
  ta: { name: 'வில்லா', note: null, tags: null },
};

describe('formModel', () => {
  test('names every field, the Tamil twins after the others', () => {
    expect(model.names).toEqual(['name', 'size', 'note', 'year', 'tags', 'code', 'shown', 'pinned', 'ta.name', 'ta.note', 'ta.tags']);
  });

  test("blank values: texts and lists empty, each flag as it starts, the choice's first value", () => {
    expect(model.empty).toEqual({
      name: '',
      size: 'SMALL',
      note: '',
      year: '',
      tags: [],
      code: '',
      shown: true,
      pinned: false,
      'ta.name': '',
      'ta.note': '',
      'ta.tags': [],
    });
  });

  test("a stored record's values: none is blank, a year is its text, lists are copies", () => {
    const values = model.values(stored);
    expect(values).toEqual({
      name: 'Villa',
      size: 'LARGE',
      note: '',
      year: '2020',
      tags: ['Solar', 'Garden'],
      code: '',
      shown: false,
      pinned: true,
      'ta.name': 'வில்லா',
      'ta.note': '',
      'ta.tags': [],
    });
    expect(values.tags).not.toBe(stored.tags);
    expect(model.values({ ...stored, year: null, ta: { tags: ['சோலார்'] } })).toMatchObject({ year: '', 'ta.name': '', 'ta.tags': ['சோலார்'] });
  });

  test('the input: texts trimmed, blank optional texts and years null, a year a number, the Tamil group last with blanks null', () => {
    const values: FormValues<typeof FIELDS, { size: Size }> = {
      name: '  Villa ',
      size: 'LARGE',
      note: '   ',
      year: ' 2021 ',
      tags: ['Solar'],
      code: ' A-1 ',
      shown: false,
      pinned: true,
      'ta.name': ' வில்லா ',
      'ta.note': '  ',
      'ta.tags': ['சோலார்'],
    };
    const input = model.input(values);
    // In the descriptor's order (the mutation's variables are compared as sent).
    expect(JSON.stringify(input)).toBe(
      JSON.stringify({
        name: 'Villa',
        size: 'LARGE',
        note: null,
        year: 2021,
        tags: ['Solar'],
        code: 'A-1',
        shown: false,
        pinned: true,
        ta: { name: 'வில்லா', note: null, tags: ['சோலார்'] },
      }),
    );
    expect(model.input({ ...values, year: '  ' }).year).toBeNull();
    expect(model.tamilInput({ ...values, 'ta.name': '' })).toEqual({ name: null, note: null, tags: ['சோலார்'] });
  });

  test('types each value by its kind', () => {
    const values = model.empty;
    const name: string = values.name;
    const year: string = values.year;
    const tags: string[] = values['ta.tags'];
    const shown: boolean = values.shown;
    const size: Size = values.size;
    const sentYear: number | null = model.input(values).year;
    const sentNote: string | null = model.input(values).ta.note;
    expect([name, year, tags, shown, size, sentYear, sentNote]).toEqual(['', '', [], true, 'SMALL', null, null]);
    // @ts-expect-error a year has no Tamil twin
    expect(values['ta.year']).toBeUndefined();
    // @ts-expect-error not a field
    expect(values.other).toBeUndefined();
  });
});

describe('formErrors', () => {
  test("keeps the server's messages of the form's fields, without `input.`, and drops the others", () => {
    expect(
      formErrors(
        {
          'input.name': 'Name is required',
          'input.ta.note': 'Note in Tamil must be at most 200 characters',
          year: 'Year must be a year',
          'input.other': 'Not a field',
          'input.ta.year': 'Not a field either',
          version: 'Not from the input',
        },
        model.names,
      ),
    ).toEqual({ name: 'Name is required', 'ta.note': 'Note in Tamil must be at most 200 characters', year: 'Year must be a year' });
  });
});

/** The project's model on the fields it has today; a field added later changes none of these. */
describe('the project form model', () => {
  const filled: ProjectFormValues = {
    ...emptyProjectValues,
    title: ' Bus stand ',
    details: ' Roof repair ',
    category: 'INFRASTRUCTURE',
    location: '  ',
    yearCompleted: '2021',
    features: ['Steel roof'],
    published: false,
    removeImages: ['/uploads/old.jpg'],
    'ta.title': ' பேருந்து நிலையம் ',
    'ta.features': ['எஃகு கூரை'],
  };

  test('starts a new project blank, residential and shown', () => {
    expect(emptyProjectValues).toMatchObject({
      title: '',
      details: '',
      category: 'RESIDENTIAL',
      location: '',
      yearCompleted: '',
      features: [],
      published: true,
      'ta.title': '',
      'ta.details': '',
      'ta.location': '',
      'ta.features': [],
      image: null,
      images: [],
      removeImages: [],
      photoNotes: {},
    });
  });

  test('starts the edit form from the stored project, with no new photos', () => {
    expect(projectFormValues({ ...projectRecord, category: 'RESIDENTIAL', ta: { ...projectRecord.ta, details: 'பன்னிரண்டு வீடுகள்.' } })).toMatchObject({
      title: 'Greenview Residency',
      details: 'Twelve villas with rainwater harvesting.',
      category: 'RESIDENTIAL',
      location: 'Neyveli, Cuddalore District',
      yearCompleted: '2020',
      features: ['Rainwater harvesting', 'Solar water heaters'],
      published: true,
      'ta.title': '',
      'ta.details': 'பன்னிரண்டு வீடுகள்.',
      'ta.location': '',
      'ta.features': [],
      image: null,
      images: [],
      removeImages: [],
      photoNotes: {},
    });
  });

  test('sends the plain fields and the whole Tamil, nothing of the photos', () => {
    const input = projectInput(filled);
    expect(input).toMatchObject({
      title: 'Bus stand',
      details: 'Roof repair',
      category: 'INFRASTRUCTURE',
      location: null,
      yearCompleted: 2021,
      features: ['Steel roof'],
      published: false,
      ta: { title: 'பேருந்து நிலையம்', details: null, location: null, features: ['எஃகு கூரை'] },
    });
    expect(input).not.toHaveProperty('image');
    expect(input).not.toHaveProperty('removeImages');
    expect(input).not.toHaveProperty('photoNotes');
    expect(input.ta).not.toHaveProperty('yearCompleted');
  });

  test("checks the rules, the Tamil ones too, and keeps the server's messages of the form's fields", () => {
    expect(validateProject(filled, 'create')).toEqual({ image: 'Project image is required' });
    expect(validateProject({ ...filled, yearCompleted: 'soon', 'ta.location': 'இ'.repeat(201) }, 'edit')).toEqual({
      yearCompleted: 'Year completed must be a year, such as 2021',
      'ta.location': 'Location in Tamil must be at most 200 characters',
    });
    expect(projectServerErrors({ 'input.ta.title': 'Too long', 'input.image': 'Not an image', 'input.removeImages': 'Unknown', photoDetails: 'x' })).toEqual({
      'ta.title': 'Too long',
      image: 'Not an image',
    });
  });
});
