import { check, newGalleryImageRules } from '@vriddhi/rules';
import { tamilOrNull } from '@/admin/ui/tamil';

export interface GalleryFormValues {
  title: string;
  category: string;
  image: File | null;
  /** "Show on the site". */
  published: boolean;
  /** The title in Tamil (optional; blank shows the English), named as the server names its error. */
  'ta.title': string;
}

const GALLERY_FIELDS = ['title', 'category', 'image', 'ta.title'] as const;
export type GalleryField = (typeof GALLERY_FIELDS)[number];
export type GalleryFormErrors = Partial<Record<GalleryField, string>>;

/** The edit form's values for a stored gallery image. */
export function galleryFormValues(image: { title: string; category: string; published: boolean; ta: { title?: string | null } }): GalleryFormValues {
  return { title: image.title, category: image.category, image: null, published: image.published, 'ta.title': image.ta.title ?? '' };
}

/** The server's rules for a gallery image (@vriddhi/rules); the image is required when adding, optional when editing. */
export function validateGallery(values: GalleryFormValues, mode: 'create' | 'edit', knownCategories: readonly string[]): GalleryFormErrors {
  const result = check(newGalleryImageRules(knownCategories), { ...values, image: mode === 'edit' || values.image !== null, ta: galleryTamilInput(values) });
  return result.ok ? {} : result.errors;
}

export function galleryServerErrors(fields: Record<string, string>): GalleryFormErrors {
  const errors: GalleryFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const key = field.replace(/^input\./, '');
    if ((GALLERY_FIELDS as readonly string[]).includes(key)) errors[key as GalleryField] = message;
  }
  return errors;
}

/** The GraphQL input of a filled form. */
export function galleryInput(values: GalleryFormValues) {
  return { title: values.title.trim(), category: values.category, published: values.published, ta: galleryTamilInput(values) };
}

function galleryTamilInput(values: Pick<GalleryFormValues, 'ta.title'>) {
  return { title: tamilOrNull(values['ta.title']) };
}

/**
 * Several photos at once: the category (shared) and one photo at least, then each photo's own title.
 * Returns the form's messages and the title messages by photo key.
 */
export function validateGalleryBatch(
  shared: { category: string; published: boolean },
  photos: readonly { key: number; title: string; tamilTitle: string }[],
  knownCategories: readonly string[],
): { errors: GalleryFormErrors; titleErrors: Map<number, string> } {
  const rules = newGalleryImageRules(knownCategories);
  const errors: GalleryFormErrors = {};
  const whole = check(rules, { ...shared, title: 'photo', image: photos.length > 0 });
  if (!whole.ok) {
    if (whole.errors.category) errors.category = whole.errors.category;
    if (whole.errors.image) errors.image = whole.errors.image;
  }
  const titleErrors = new Map<number, string>();
  for (const photo of photos) {
    const result = check(rules, { ...shared, title: photo.title, image: true, ta: { title: tamilOrNull(photo.tamilTitle) } });
    const message = result.ok ? undefined : (result.errors.title ?? result.errors['ta.title']);
    if (message) titleErrors.set(photo.key, message);
  }
  return { errors, titleErrors };
}
