import { check, DEFAULT_PROJECT_CATEGORY, newProjectRules, PROJECT_CATEGORIES as CATEGORIES, PROJECT_CATEGORY_INFO } from '@vriddhi/rules';
import type { ProjectCategory, ProjectFieldsFragment } from '@/gql/graphql';
import type { PhotoNotes } from './new-photos';
import { tamilOrNull } from '@/admin/ui/tamil';

/** The rules' categories as the form's choices, in GraphQL's spelling. */
export const PROJECT_CATEGORIES: { value: ProjectCategory; label: string }[] = CATEGORIES.map((category) => ({
  value: category.toUpperCase() as ProjectCategory,
  label: PROJECT_CATEGORY_INFO[category].label,
}));

export interface ProjectFormValues {
  title: string;
  category: ProjectCategory;
  details: string;
  location: string;
  yearCompleted: string;
  features: string[];
  /** New main image (required on create, optional on edit). */
  image: File | null;
  /** New extra images. */
  images: File[];
  /** Stored extra image paths to delete (edit only). */
  removeImages: string[];
  /** "Show on the site". */
  published: boolean;
  /** New photos' words, by photoKey (create only). */
  photoNotes: PhotoNotes;
  /** The texts in Tamil (optional; blank shows the English), named as the server names their errors. */
  'ta.title': string;
  'ta.details': string;
  'ta.location': string;
  'ta.features': string[];
}

export type ProjectField =
  | 'title'
  | 'category'
  | 'details'
  | 'location'
  | 'yearCompleted'
  | 'features'
  | 'image'
  | 'images'
  | 'published'
  | 'ta.title'
  | 'ta.details'
  | 'ta.location'
  | 'ta.features';
export type ProjectFormErrors = Partial<Record<ProjectField, string>>;

export const emptyProjectValues: ProjectFormValues = {
  title: '',
  category: DEFAULT_PROJECT_CATEGORY.toUpperCase() as ProjectCategory,
  details: '',
  location: '',
  yearCompleted: '',
  features: [],
  image: null,
  images: [],
  removeImages: [],
  published: true,
  photoNotes: {},
  'ta.title': '',
  'ta.details': '',
  'ta.location': '',
  'ta.features': [],
};

/** The plain text fields of the form: each one line of a label, a hint and an example. */
export const LOCATION_FIELD = {
  name: 'location',
  label: 'Location',
  helper: 'Optional: town and district, shown on the project page.',
  placeholder: 'e.g. Vriddhachalam, Cuddalore District',
} as const;
export const YEAR_FIELD = { name: 'yearCompleted', label: 'Year Completed', helper: 'Optional: shown on the project page.', placeholder: 'e.g. 2021' } as const;

/** The form's values for a stored project (the edit form starts from them). */
type StoredProject = ProjectFieldsFragment & {
  published: boolean;
  ta: { title?: string | null; details?: string | null; location?: string | null; features?: string[] | null };
};

export function projectFormValues(project: StoredProject): ProjectFormValues {
  return {
    ...emptyProjectValues,
    title: project.title,
    category: project.category,
    details: project.details,
    location: project.location ?? '',
    yearCompleted: project.yearCompleted?.toString() ?? '',
    features: project.features,
    published: project.published,
    'ta.title': project.ta.title ?? '',
    'ta.details': project.ta.details ?? '',
    'ta.location': project.ta.location ?? '',
    'ta.features': project.ta.features ?? [],
  };
}

/** The server's rules for a project (@vriddhi/rules); the image is required when adding, optional when editing. */
export function validateProject(values: ProjectFormValues, mode: 'create' | 'edit'): ProjectFormErrors {
  const result = check(newProjectRules, { ...values, image: mode === 'edit' || values.image !== null, ta: projectTamilInput(values) });
  return result.ok ? {} : result.errors;
}

const PROJECT_FIELDS: ProjectField[] = [
  'title',
  'category',
  'details',
  'location',
  'yearCompleted',
  'features',
  'image',
  'images',
  'published',
  'ta.title',
  'ta.details',
  'ta.location',
  'ta.features',
];

/** The whole Tamil as edited: a blank field removes the stored one. */
function projectTamilInput(values: ProjectFormValues) {
  return {
    title: tamilOrNull(values['ta.title']),
    details: tamilOrNull(values['ta.details']),
    location: tamilOrNull(values['ta.location']),
    features: values['ta.features'],
  };
}

/** The fields the create and update mutations take, trimmed. */
export function projectInput(values: ProjectFormValues) {
  return {
    title: values.title.trim(),
    details: values.details.trim(),
    category: values.category,
    location: values.location.trim() || null,
    yearCompleted: values.yearCompleted.trim() ? Number(values.yearCompleted.trim()) : null,
    features: values.features,
    published: values.published,
    ta: projectTamilInput(values),
  };
}

/** Server field names (extensions.fields) to form fields. */
export function projectServerErrors(fields: Record<string, string>): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const key = field.replace(/^input\./, '');
    if (PROJECT_FIELDS.includes(key as ProjectField)) errors[key as ProjectField] = message;
  }
  return errors;
}
