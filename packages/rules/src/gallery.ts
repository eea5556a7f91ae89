import { z } from 'zod';
import { cleanText, requiredImage, requiredText, whenGiven } from './fields';
import { tamilChanges, tamilText } from './tamil';
import { publishedChange, publishedOnCreate } from './published';

/** Longest accepted title, in characters. */
export const GALLERY_TITLE_MAX = 200;

const title = requiredText('Title', GALLERY_TITLE_MAX);

/** The image's title in Tamil (`ta`), with the English title's limit; its alt text in Tamil is the photo's (photoTamilRules). */
export const galleryImageTamilRules = tamilChanges({ title: tamilText('Title', GALLERY_TITLE_MAX) });

/** A gallery category's name in Tamil: the categories come with the site, their Tamil names with them (no screen edits them). */
export const galleryCategoryTamilRules = tamilChanges({ name: tamilText('Category name', GALLERY_TITLE_MAX) });

/** One of the gallery categories' names, matched in any case and answered as stored. */
function category(knownCategories: readonly string[]) {
  return z.preprocess(cleanText, z.string().min(1, 'Please select a category')).transform((name, context) => {
    const known = knownCategories.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
    if (known === undefined) context.addIssue({ code: 'custom', message: `Unknown category "${name}": choose one of ${knownCategories.join(', ')}` });
    return known ?? name;
  });
}

/** A new gallery image: a title, one of the categories and the image are required; it is shown on the site unless told otherwise. */
export function newGalleryImageRules(knownCategories: readonly string[]) {
  return z.object({
    title,
    category: category(knownCategories),
    image: requiredImage('Gallery image is required'),
    published: publishedOnCreate,
    ta: galleryImageTamilRules,
  });
}

/** Changes to a gallery image: only the fields given are checked and changed. */
export function galleryImageChangeRules(knownCategories: readonly string[]) {
  return z.object({ title: whenGiven(title), category: whenGiven(category(knownCategories)), published: publishedChange, ta: galleryImageTamilRules });
}

export type NewGalleryImage = { title: string; category: string; published: boolean };
export type GalleryImageChanges = Partial<NewGalleryImage> & { ta?: z.output<typeof galleryImageTamilRules> };
