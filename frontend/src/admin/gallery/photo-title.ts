import { GALLERY_TITLE_MAX } from '@vriddhi/rules';

/**
 * A gallery title from a photo's file name, for the admin to edit: the extension goes, dashes and
 * underscores become spaces, the first letter is a capital. IMG_2211.HEIC → "IMG 2211";
 * kitchen-counter_final.jpg → "Kitchen counter final".
 */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[^./\\]*$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const title = base ? base.charAt(0).toUpperCase() + base.slice(1) : 'Photo';
  return title.slice(0, GALLERY_TITLE_MAX).trim();
}
