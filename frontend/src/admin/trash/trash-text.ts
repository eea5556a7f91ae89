import { adminPath } from '@vriddhi/rules';
import type { TrashKind } from '@/gql/graphql';

/** How the Trash names each kind of thing, and where a put-back one is managed. */
export const TRASH_KIND_TEXT: Record<TrashKind, { name: string; palette: string; screen: (id: string) => string }> = {
  PROJECT: { name: 'Project', palette: 'blue', screen: (id) => adminPath('editProject', id) },
  GALLERY_IMAGE: { name: 'Gallery image', palette: 'purple', screen: (id) => adminPath('editGalleryImage', id) },
  SERVICE: { name: 'Service', palette: 'teal', screen: (id) => adminPath('editService', id) },
  ENQUIRY: { name: 'Enquiry', palette: 'pink', screen: () => adminPath('enquiries') },
};

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long' });

/** "Deleted 2 days ago by Priya Raman · gone for good on 3 January". */
export function trashedText(entry: { deletedAt: string; deletedBy?: string | null; purgeAt: string }, ago: (date: Date) => string): string {
  const by = entry.deletedBy ? ` by ${entry.deletedBy}` : '';
  return `Deleted ${ago(new Date(entry.deletedAt))}${by} · deleted for good on ${day.format(new Date(entry.purgeAt))}`;
}
