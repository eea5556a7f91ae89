/**
 * Who may do what in the admin: the one table the server enforces (403 otherwise) and the admin's
 * menu follows (it hides what a role cannot open).
 */
export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export type Permission =
  /** Projects, gallery images, services, and previews of hidden ones. */
  | 'content'
  /** The contact form's messages. */
  | 'enquiries'
  /** The firm's details shown on every page. */
  | 'settings'
  /** Other users and their roles. */
  | 'users'
  /** Making, listing and downloading backups. */
  | 'backups'
  /** Deleting for good what is in the Trash (anyone who may change a thing may put it there and back). */
  | 'purge';

export const PERMISSIONS_OF_ROLE: Readonly<Record<Role, readonly Permission[]>> = {
  admin: ['content', 'enquiries', 'settings', 'users', 'backups', 'purge'],
  editor: ['content', 'enquiries'],
};

export const ROLE_LABELS: Readonly<Record<Role, { name: string; description: string }>> = {
  admin: { name: 'Admin', description: 'Everything, including users, settings, backups and emptying the Trash' },
  editor: { name: 'Editor', description: 'Projects, gallery, services and enquiries' },
};

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/** Whether a user of `role` may do what `permission` names; an unknown role may do nothing. */
export function roleCan(role: string, permission: Permission): boolean {
  return isRole(role) && PERMISSIONS_OF_ROLE[role].includes(permission);
}

/** What kind of thing a change in the activity list was made to. */
export const ACTIVITY_SUBJECTS = ['project', 'gallery image', 'service', 'settings', 'enquiry', 'user', 'backup', 'trash', 'sign-in', 'password'] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

/**
 * Who may read an activity entry: whoever may open the screen its subject is managed on. The server
 * leaves out the others' entries (an editor never reads of users, their e-mail addresses, settings or
 * backups), and the admin links each entry to that screen.
 */
export const PERMISSION_OF_ACTIVITY_SUBJECT: Readonly<Record<ActivitySubject, Permission>> = {
  project: 'content',
  'gallery image': 'content',
  service: 'content',
  settings: 'settings',
  enquiry: 'enquiries',
  user: 'users',
  backup: 'backups',
  trash: 'content',
  // Who signs in when, and whose password changed: the admin's to know, as the other users are.
  'sign-in': 'users',
  password: 'users',
};

/** The subjects of the activity entries a user of `role` may read. */
export function activitySubjectsFor(role: string): ActivitySubject[] {
  return ACTIVITY_SUBJECTS.filter((subject) => roleCan(role, PERMISSION_OF_ACTIVITY_SUBJECT[subject]));
}

/**
 * The kinds of entry the Activity screen filters by: groups of subjects. Enquiries are split by who
 * wrote the entry: a visitor's new enquiry (no user) or what the staff did with one.
 */
export const ACTIVITY_KINDS = ['content', 'new-enquiries', 'enquiries', 'sign-ins', 'passwords', 'settings', 'users', 'backups'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityKindRule {
  /** How the admin's filter names it. */
  label: string;
  subjects: readonly ActivitySubject[];
  /** true: only entries of no user (a visitor); false: only entries of a user; left out: both. */
  byVisitor?: boolean;
}

export const ACTIVITY_KIND_RULES: Readonly<Record<ActivityKind, ActivityKindRule>> = {
  content: { label: 'Projects, gallery and services', subjects: ['project', 'gallery image', 'service', 'trash'] },
  'new-enquiries': { label: 'New enquiries', subjects: ['enquiry'], byVisitor: true },
  enquiries: { label: 'Enquiries answered, noted or deleted', subjects: ['enquiry'], byVisitor: false },
  'sign-ins': { label: 'Sign-ins', subjects: ['sign-in'] },
  passwords: { label: 'Password changes', subjects: ['password'] },
  settings: { label: 'Settings', subjects: ['settings'] },
  users: { label: 'Users', subjects: ['user'] },
  backups: { label: 'Backups', subjects: ['backup'] },
};

/** The kinds a user of `role` may filter by: those whose entries they may read. */
export function activityKindsFor(role: string): ActivityKind[] {
  return ACTIVITY_KINDS.filter((kind) => ACTIVITY_KIND_RULES[kind].subjects.every((subject) => roleCan(role, PERMISSION_OF_ACTIVITY_SUBJECT[subject])));
}
