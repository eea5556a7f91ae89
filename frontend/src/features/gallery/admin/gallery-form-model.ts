import { isBlank } from '../../../lib/admin/text';

export interface GalleryFormValues {
  title: string;
  category: string;
  image: File | null;
}

export type GalleryField = 'title' | 'category' | 'image';
export type GalleryFormErrors = Partial<Record<GalleryField, string>>;

/** Add Gallery Image (image required) and Edit Gallery Image (image optional). */
export function validateGallery(values: GalleryFormValues, mode: 'create' | 'edit'): GalleryFormErrors {
  const errors: GalleryFormErrors = {};
  if (isBlank(values.title)) errors.title = 'Title is required';
  if (isBlank(values.category)) errors.category = 'Please select a category';
  if (mode === 'create' && !values.image) errors.image = 'Gallery image is required';
  return errors;
}

export function galleryServerErrors(fields: Record<string, string>): GalleryFormErrors {
  const errors: GalleryFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const key = field.replace(/^input\./, '');
    if (key === 'title' || key === 'category' || key === 'image') errors[key] = message;
  }
  return errors;
}
