import { type ActivitySubject, adminPath, PERMISSION_OF_ACTIVITY_SUBJECT, roleCan } from '@vriddhi/rules';

/** An entry of the activity list, as the API answers it. */
export interface ActivityItem {
  actorName: string;
  action: string;
  subject: string;
  subjectId?: string | null;
  label?: string | null;
  subjectExists: boolean;
}

/** The parts of an entry's sentence: the link, when there is one, goes on `item`. */
export interface ActivitySentence {
  /** "Priya Raman updated the project" */
  before: string;
  /** "“Green Villa”", or empty when the thing has no name (the settings) */
  item: string;
  /** What follows the item: " as replied" */
  after: string;
}

const quoted = (label: string) => `“${label}”`;

/**
 * "Priya Raman updated the project “Green Villa”"; "… marked the enquiry from Arun Kumar as replied";
 * "… updated the settings"; "… changed the order of the projects".
 */
export function activitySentence(entry: ActivityItem): ActivitySentence {
  // Of a person, not a thing: "Priya Raman signed in", "… changed their password".
  if (entry.subject === 'sign-in' || entry.subject === 'password') return { before: `${entry.actorName} ${entry.action}`, item: '', after: '' };
  // A visitor's new enquiry: "A visitor sent an enquiry from Arun Kumar".
  if (entry.subject === 'enquiry' && entry.action === 'sent')
    return { before: `${entry.actorName} sent an enquiry`, item: `from ${entry.label ?? ''}`, after: '' };
  // A whole list put in a new order: "Priya Raman changed the order of the services".
  if (entry.action === 'reordered') return { before: `${entry.actorName} changed the order of the`, item: `${entry.subject}s`, after: '' };
  // The words after the item: "marked … as replied", "deleted … for good".
  const split = /^(marked) (as .+)$/.exec(entry.action) ?? /^(deleted) (for good)$/.exec(entry.action);
  const verb = split ? split[1] : entry.action;
  const after = split ? ` ${split[2]}` : '';
  if (!entry.label) return { before: `${entry.actorName} ${verb} the`, item: entry.subject, after };
  const item = entry.subject === 'enquiry' ? `from ${entry.label}` : quoted(entry.label);
  return { before: `${entry.actorName} ${verb} the ${entry.subject}`, item, after };
}

/** Where each kind of thing is managed (who may open it: PERMISSION_OF_ACTIVITY_SUBJECT); null: nothing to open. */
const SCREENS: Record<ActivitySubject, { path: (id: string, label: string) => string; perItem: boolean } | null> = {
  project: { path: (id) => adminPath('editProject', id), perItem: true },
  'gallery image': { path: (id) => adminPath('editGalleryImage', id), perItem: true },
  service: { path: (id) => adminPath('editService', id), perItem: true },
  settings: { path: () => adminPath('settings'), perItem: false },
  // The enquiries list, searched for the sender's name.
  enquiry: {
    path: (_, label) => (label ? `${adminPath('enquiries')}?${new URLSearchParams({ q: label }).toString()}` : adminPath('enquiries')),
    perItem: false,
  },
  user: { path: () => adminPath('users'), perItem: false },
  backup: { path: () => adminPath('backups'), perItem: false },
  trash: { path: () => adminPath('trash'), perItem: false },
  'sign-in': null,
  password: null,
};

const isSubject = (subject: string): subject is ActivitySubject => Object.hasOwn(SCREENS, subject);

/** The screen of the thing changed, while it still exists and the reader may open that screen; else null. */
export function activityLink(entry: ActivityItem, role: string): string | null {
  if (!isSubject(entry.subject)) return null;
  const screen = SCREENS[entry.subject];
  if (!screen || !entry.subjectExists || !roleCan(role, PERMISSION_OF_ACTIVITY_SUBJECT[entry.subject])) return null;
  if (screen.perItem && !entry.subjectId) return null;
  return screen.path(entry.subjectId ?? '', entry.label ?? '');
}

const fullDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short' });

/** "Friday, 27 November 2026 at 10:05 am": the exact time, shown on hover. */
export function fullTime(date: Date): string {
  return fullDate.format(date);
}
