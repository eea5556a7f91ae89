import { isBlank } from '../../../lib/admin/text';

export interface ServiceFormValues {
  title: string;
  description: string;
  image: File | null;
  points: string[];
}

export type ServiceField = 'title' | 'description' | 'image' | 'points';
export type ServiceFormErrors = Partial<Record<ServiceField, string>>;

/** Add Service (image required) and Edit Service (image optional). */
export function validateService(values: ServiceFormValues, mode: 'create' | 'edit'): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  if (isBlank(values.title)) errors.title = 'Title is required';
  if (isBlank(values.description)) errors.description = 'Description is required';
  if (mode === 'create' && !values.image) errors.image = 'Service image is required';
  if (!values.points.some((point) => !isBlank(point))) errors.points = 'At least one service point is required';
  return errors;
}

export function serviceServerErrors(fields: Record<string, string>): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const key = field.replace(/^input\./, '');
    if (key === 'title' || key === 'description' || key === 'image' || key === 'points') errors[key] = message;
  }
  return errors;
}
