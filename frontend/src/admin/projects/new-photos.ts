import { photoTamilInput } from '@/admin/photos/photo-tamil';

/** The words for one new photo, as the form holds them. */
export interface PhotoNote {
  alt: string;
  caption: string;
  taAlt: string;
  taCaption: string;
}

export const emptyPhotoNote: PhotoNote = { alt: '', caption: '', taAlt: '', taCaption: '' };

/** Each new photo's words, by photoKey. */
export type PhotoNotes = Record<string, PhotoNote>;

const keys = new WeakMap<File, string>();
let made = 0;

/** A name for a chosen file that stays with it while it moves in the list. */
export function photoKey(file: File): string {
  let key = keys.get(file);
  if (!key) {
    made += 1;
    key = `new-photo-${made}`;
    keys.set(file, key);
  }
  return key;
}

/** What createProject's photoDetails takes for `photos` in order: a photo without words is null. */
export function photoDetailsOf(photos: File[], notes: PhotoNotes) {
  const details = photos.map((photo) => {
    const note = notes[photoKey(photo)] ?? emptyPhotoNote;
    const alt = note.alt.trim() || null;
    const caption = note.caption.trim() || null;
    const ta = photoTamilInput(note.taAlt, note.taCaption);
    return alt || caption || ta.alt || ta.caption ? { alt, caption, ta } : null;
  });
  return details.some(Boolean) ? details : undefined;
}
