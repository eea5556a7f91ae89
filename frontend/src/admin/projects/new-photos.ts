/** The words for one new photo, as the form holds them. */
export interface PhotoNote {
  alt: string;
  caption: string;
}

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
export function photoDetailsOf(photos: File[], notes: PhotoNotes): ({ alt: string | null; caption: string | null } | null)[] | undefined {
  const details = photos.map((photo) => {
    const note = notes[photoKey(photo)];
    const alt = note?.alt.trim() || null;
    const caption = note?.caption.trim() || null;
    return alt || caption ? { alt, caption } : null;
  });
  return details.some(Boolean) ? details : undefined;
}
