import { tamilOrNull } from '@/admin/ui/tamil';

/** A photo's words in Tamil as edited, for PhotoDetailsInput's `ta`: blank removes the stored one. */
export function photoTamilInput(alt: string, caption: string) {
  return { alt: tamilOrNull(alt), caption: tamilOrNull(caption) };
}
