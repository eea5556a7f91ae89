import { check, DEFAULT_PROJECT_CATEGORY, newProjectRules, PROJECT_CATEGORIES as CATEGORIES, PROJECT_CATEGORY_INFO, PROJECT_FORM_FIELDS } from '@vriddhi/rules';
import type { ProjectCategory } from '@/gql/graphql';
import { formErrors, formModel, type FormValues, type StoredRecord } from '@/admin/ui/form-model';
import type { PhotoNotes } from './new-photos';

/** The rules' categories as the form's choices, in GraphQL's spelling. */
export const PROJECT_CATEGORIES: { value: ProjectCategory; label: string }[] = CATEGORIES.map((category) => ({
  value: category.toUpperCase() as ProjectCategory,
  label: PROJECT_CATEGORY_INFO[category].label,
}));

/** The plain fields as @vriddhi/rules' PROJECT_FORM_FIELDS describes them; a new one starts in the default category. */
type ProjectChoices = { category: ProjectCategory };
const projectForm = formModel<typeof PROJECT_FORM_FIELDS, ProjectChoices>(PROJECT_FORM_FIELDS, {
  category: DEFAULT_PROJECT_CATEGORY.toUpperCase() as ProjectCategory,
});

/** The plain fields (the texts in Tamil as `ta.title`…, named as the server names their errors), and the photos. */
export interface ProjectFormValues extends FormValues<typeof PROJECT_FORM_FIELDS, ProjectChoices> {
  /** New main image (required on create, optional on edit). */
  image: File | null;
  /** New extra images. */
  images: File[];
  /** Stored extra image paths to delete (edit only). */
  removeImages: string[];
  /** New photos' words, by photoKey (create only). */
  photoNotes: PhotoNotes;
}

/** The fields the server's messages may name. */
const PROJECT_FIELDS = [...projectForm.names, 'image', 'images'] as const;
export type ProjectField = (typeof PROJECT_FIELDS)[number];
export type ProjectFormErrors = Partial<Record<ProjectField, string>>;

export const emptyProjectValues: ProjectFormValues = { ...projectForm.empty, image: null, images: [], removeImages: [], photoNotes: {} };

/** The plain text fields of the form: each one line of a label, a hint and an example. */
export const LOCATION_FIELD = {
  name: 'location',
  label: 'Location',
  helper: 'Optional: town and district, shown on the project page.',
  placeholder: 'e.g. Vriddhachalam, Cuddalore District',
} as const;
export const YEAR_FIELD = { name: 'yearCompleted', label: 'Year Completed', helper: 'Optional: shown on the project page.', placeholder: 'e.g. 2021' } as const;

/** A stored project as the admin reads it (AdminProjectFields): at least the plain fields and their Tamil twins. */
type StoredProject = StoredRecord<typeof PROJECT_FORM_FIELDS, ProjectChoices>;

/** The form's values for a stored project (the edit form starts from them). */
export function projectFormValues(project: StoredProject): ProjectFormValues {
  return { ...emptyProjectValues, ...projectForm.values(project) };
}

/** The server's rules for a project (@vriddhi/rules); the image is required when adding, optional when editing. */
export function validateProject(values: ProjectFormValues, mode: 'create' | 'edit'): ProjectFormErrors {
  const result = check(newProjectRules, { ...values, image: mode === 'edit' || values.image !== null, ta: projectForm.tamilInput(values) });
  return result.ok ? {} : result.errors;
}

/** The fields the create and update mutations take, trimmed; the whole Tamil as edited (a blank field removes the stored one). */
export function projectInput(values: ProjectFormValues) {
  return projectForm.input(values);
}

/** Server field names (extensions.fields) to form fields. */
export function projectServerErrors(fields: Record<string, string>): ProjectFormErrors {
  return formErrors(fields, PROJECT_FIELDS);
}
