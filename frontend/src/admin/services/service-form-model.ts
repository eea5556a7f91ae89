import { check, newServiceRules } from '@vriddhi/rules';
import { notifyError } from '@/admin/ui/toaster';
import { describeError, fieldErrors } from '@/admin/lib/graphql-errors';
import { tamilOrNull } from '@/admin/ui/tamil';

export interface ServiceFormValues {
  title: string;
  description: string;
  image: File | null;
  points: string[];
  /** "Show on the site". */
  published: boolean;
  /** The texts in Tamil (optional; blank shows the English), named as the server names their errors. */
  'ta.title': string;
  'ta.description': string;
  'ta.points': string[];
}

const SERVICE_FIELDS = ['title', 'description', 'image', 'points', 'ta.title', 'ta.description', 'ta.points'] as const;
export type ServiceField = (typeof SERVICE_FIELDS)[number];
export type ServiceFormErrors = Partial<Record<ServiceField, string>>;

export const emptyServiceValues: ServiceFormValues = {
  title: '',
  description: '',
  image: null,
  points: [],
  published: true,
  'ta.title': '',
  'ta.description': '',
  'ta.points': [],
};

interface StoredService {
  title: string;
  description: string;
  points: readonly string[];
  published: boolean;
  ta: { title?: string | null; description?: string | null; points?: readonly string[] | null };
}

/** The edit form's values for a stored service. */
export function serviceFormValues(service: StoredService): ServiceFormValues {
  return {
    title: service.title,
    description: service.description,
    image: null,
    points: [...service.points],
    published: service.published,
    'ta.title': service.ta.title ?? '',
    'ta.description': service.ta.description ?? '',
    'ta.points': [...(service.ta.points ?? [])],
  };
}

/** The server's rules for a service (@vriddhi/rules); the image is required when adding, optional when editing. */
export function validateService(values: ServiceFormValues, mode: 'create' | 'edit'): ServiceFormErrors {
  const result = check(newServiceRules, { ...values, image: mode === 'edit' || values.image !== null, ta: serviceTamilInput(values) });
  return result.ok ? {} : result.errors;
}

function serviceServerErrors(fields: Record<string, string>): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const key = field.replace(/^input\./, '');
    if ((SERVICE_FIELDS as readonly string[]).includes(key)) errors[key as ServiceField] = message;
  }
  return errors;
}

/** The GraphQL input of a filled form, trimmed, without blank points. */
export function serviceInput(values: ServiceFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    points: values.points.map((point) => point.trim()).filter(Boolean),
    published: values.published,
    ta: serviceTamilInput(values),
  };
}

/** The whole Tamil as edited: a blank field removes the stored one. */
function serviceTamilInput(values: ServiceFormValues) {
  return {
    title: tamilOrNull(values['ta.title']),
    description: tamilOrNull(values['ta.description']),
    points: values['ta.points'].map((point) => point.trim()).filter(Boolean),
  };
}

/** A failed save: a toast with `title` and the server's reason, and the field messages for the form. */
export function serviceFailure(title: string) {
  return (error: unknown): ServiceFormErrors => {
    notifyError(title, describeError(error, '') || undefined);
    return serviceServerErrors(fieldErrors(error));
  };
}
