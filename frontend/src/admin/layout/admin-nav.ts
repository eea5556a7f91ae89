import { adminPath, adminPathPrefix, roleCan, type Permission } from '@vriddhi/rules';
import {
  DatabaseBackup,
  Settings,
  FolderKanban,
  UserRound,
  Users,
  FolderPlus,
  History,
  ImagePlus,
  Images,
  Inbox,
  LayoutDashboard,
  SquarePlus,
  Trash2,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

export type AdminSection =
  'dashboard' | 'projects' | 'gallery' | 'services' | 'settings' | 'users' | 'backups' | 'enquiries' | 'activity' | 'trash' | 'account';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  section: AdminSection;
  /** Also highlighted on these path prefixes (edit screens under "All …"). */
  alsoActiveOn?: string[];
  /** Shows the number of enquiries not answered yet. */
  showsUnreadEnquiries?: boolean;
  /** Shown only to roles with this permission (the server refuses the rest with 403). */
  requires?: Permission;
}

export const navItems: NavItem[] = [
  { label: 'Dashboard', to: adminPath('dashboard'), icon: LayoutDashboard, section: 'dashboard', alsoActiveOn: [adminPath('dashboardAgain')] },
  { label: 'Add Project', to: adminPath('addProject'), icon: FolderPlus, section: 'projects' },
  { label: 'Add Gallery', to: adminPath('addGalleryImage'), icon: ImagePlus, section: 'gallery' },
  { label: 'Add Services', to: adminPath('addService'), icon: SquarePlus, section: 'services' },
  { label: 'All Projects', to: adminPath('allProjects'), icon: FolderKanban, section: 'projects', alsoActiveOn: [adminPathPrefix('editProject')] },
  {
    label: 'All Gallery Images',
    to: adminPath('allGalleryImages'),
    icon: Images,
    section: 'gallery',
    alsoActiveOn: [adminPathPrefix('editGalleryImage')],
  },
  { label: 'All Services', to: adminPath('allServices'), icon: Wrench, section: 'services', alsoActiveOn: [adminPathPrefix('editService')] },
  { label: 'Enquiries', to: adminPath('enquiries'), icon: Inbox, section: 'enquiries', showsUnreadEnquiries: true },
  { label: 'Activity', to: adminPath('activity'), icon: History, section: 'activity' },
  { label: 'Trash', to: adminPath('trash'), icon: Trash2, section: 'trash' },
  { label: 'Settings', to: adminPath('settings'), icon: Settings, section: 'settings', requires: 'settings' },
  { label: 'Users', to: adminPath('users'), icon: Users, section: 'users', requires: 'users' },
  { label: 'Backups', to: adminPath('backups'), icon: DatabaseBackup, section: 'backups', requires: 'backups' },
  { label: 'Account', to: adminPath('account'), icon: UserRound, section: 'account' },
];

/** The menu of a user with this role. */
export function navItemsFor(role: string | undefined): NavItem[] {
  return navItems.filter((item) => !item.requires || roleCan(role ?? '', item.requires));
}

/** The sidebar's colour per section: the sidebar takes the colour of the section being worked on. */
export const sectionColors: Record<AdminSection, { bg: string; accent: string; name: string }> = {
  dashboard: { bg: '#1f2430', accent: 'brand.400', name: 'Dashboard' },
  projects: { bg: '#17325c', accent: 'blue.300', name: 'Projects' },
  gallery: { bg: '#3b2163', accent: 'purple.300', name: 'Gallery' },
  services: { bg: '#0f4a47', accent: 'teal.300', name: 'Services' },
  enquiries: { bg: '#4c1d3d', accent: 'pink.300', name: 'Enquiries' },
  activity: { bg: '#1f2430', accent: 'brand.400', name: 'Activity' },
  settings: { bg: '#3a2f1f', accent: 'orange.300', name: 'Settings' },
  users: { bg: '#3a2f1f', accent: 'orange.300', name: 'Users' },
  backups: { bg: '#3a2f1f', accent: 'orange.300', name: 'Backups' },
  trash: { bg: '#1f2430', accent: 'brand.400', name: 'Trash' },
  account: { bg: '#1f2430', accent: 'brand.400', name: 'Account' },
};

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isItemActive(item: NavItem, pathname: string): boolean {
  const path = normalize(pathname);
  if (path === item.to) return true;
  return (item.alsoActiveOn ?? []).some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix));
}

/** The sections of one screen each (the paths of the others name them: project, gallery, service, enquir). */
const SCREEN_SECTIONS = new Map<string, AdminSection>(
  (['settings', 'users', 'backups', 'trash', 'account', 'activity'] as const).map((section) => [adminPath(section), section]),
);

export function sectionOf(pathname: string): AdminSection {
  const path = normalize(pathname);
  if (/project/.test(path)) return 'projects';
  if (/gallery/.test(path)) return 'gallery';
  if (/service/.test(path)) return 'services';
  if (/enquir/.test(path)) return 'enquiries';
  return SCREEN_SECTIONS.get(path) ?? 'dashboard';
}
