import { check, newOfferingRules } from '@vriddhi/rules';
import { notifyError } from '@/admin/ui/toaster';
import { describeError, fieldErrors } from '@/admin/lib/graphql-errors';

export interface ServiceFormValues {
  title: string;
  description: string;
  image: File | null;
  points: string[];
  /** "Show on the site". */
  published: boolean;
}

export type ServiceField = 'title' | 'description' | 'image' | 'points';
export type ServiceFormErrors = Partial<Record<ServiceField, string>>;

/** The edit form's values for a stored service. */
export function serviceFormValues(service: { title: string; description: string; points: readonly string[]; published: boolean }): ServiceFormValues {
  return { title: service.title, description: service.description, image: null, points: [...service.points], published: service.published };
}

/** The server's rules for a service (@vriddhi/rules); the image is required when adding, optional when editing. */
export function validateService(values: ServiceFormValues, mode: 'create' | 'edit'): ServiceFormErrors {
  const result = check(newOfferingRules, { ...values, image: mode === 'edit' || values.image !== null });
  return result.ok ? {} : result.errors;
}

function serviceServerErrors(fields: Record<string, string>): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const key = field.replace(/^input\./, '');
    if (key === 'title' || key === 'description' || key === 'image' || key === 'points') errors[key] = message;
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
  };
}

/** A failed save: a toast with `title` and the server's reason, and the field messages for the form. */
export function serviceFailure(title: string) {
  return (error: unknown): ServiceFormErrors => {
    notifyError(title, describeError(error, '') || undefined);
    return serviceServerErrors(fieldErrors(error));
  };
}
