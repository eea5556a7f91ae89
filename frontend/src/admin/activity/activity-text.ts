import { roleCan, type Permission } from '@vriddhi/rules';

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
  // A whole list put in a new order: "Priya Raman changed the order of the services".
  if (entry.action === 'reordered') return { before: `${entry.actorName} changed the order of the`, item: `${entry.subject}s`, after: '' };
  const marked = /^marked as (.+)$/.exec(entry.action);
  const verb = marked ? 'marked' : entry.action;
  const after = marked ? ` as ${marked[1]}` : '';
  if (!entry.label) return { before: `${entry.actorName} ${verb} the`, item: entry.subject, after };
  const item = entry.subject === 'enquiry' ? `from ${entry.label}` : quoted(entry.label);
  return { before: `${entry.actorName} ${verb} the ${entry.subject}`, item, after };
}

/** Where each kind of thing is managed, and who may open that screen. */
const SCREENS: Record<string, { path: (id: string) => string; needs: Permission; perItem: boolean }> = {
  project: { path: (id) => `/admin/editproject/${id}`, needs: 'content', perItem: true },
  'gallery image': { path: (id) => `/admin/editgalleryimage/${id}`, needs: 'content', perItem: true },
  service: { path: (id) => `/admin/editservice/${id}`, needs: 'content', perItem: true },
  settings: { path: () => '/admin/settings', needs: 'settings', perItem: false },
  enquiry: { path: () => '/admin/enquiries', needs: 'enquiries', perItem: false },
  user: { path: () => '/admin/users', needs: 'users', perItem: false },
  backup: { path: () => '/admin/backups', needs: 'backups', perItem: false },
};

/** The screen of the thing changed, while it still exists and the reader may open that screen; else null. */
export function activityLink(entry: ActivityItem, role: string): string | null {
  const screen = SCREENS[entry.subject];
  if (!screen || !entry.subjectExists || !roleCan(role, screen.needs)) return null;
  if (screen.perItem && !entry.subjectId) return null;
  return screen.path(entry.subjectId ?? '');
}

const fullDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short' });

/** "Friday, 27 November 2026 at 10:05 am": the exact time, shown on hover. */
export function fullTime(date: Date): string {
  return fullDate.format(date);
}
