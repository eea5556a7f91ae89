import { galleryCategoryTamilRules, galleryImageTamilRules } from './gallery';
import { photoTamilRules } from './photo-details';
import { projectTamilRules } from './projects';
import { serviceTamilRules } from './services';
import { SETTINGS_TAMIL_GROUPS } from './site-settings';
import { tamilFieldsOf } from './tamil';

/**
 * Every field that has a Tamil twin in some item's `ta` group, read from the rules' Tamil groups: a
 * field added to one of them is read in Tamil with no other change. A reader replaces an English text
 * by a stored Tamil one only for these names (a restored row may hold anything).
 */
export const TAMIL_FIELDS: ReadonlySet<string> = new Set(
  [projectTamilRules, serviceTamilRules, galleryImageTamilRules, galleryCategoryTamilRules, photoTamilRules, ...Object.values(SETTINGS_TAMIL_GROUPS)].flatMap(
    tamilFieldsOf,
  ),
);
