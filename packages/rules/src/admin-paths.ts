import { ADMIN_HOME } from './private-paths';

/**
 * The admin's screens, each at ADMIN_HOME + '/' + its path here: the one list the admin's router, its
 * menu, its links and the server's short addresses read. `:id` stands for the item's id.
 */
export const ADMIN_SCREENS = {
  dashboard: '',
  dashboardAgain: 'dashboard',
  addProject: 'addprojects',
  addGalleryImage: 'addgalleryimages',
  addService: 'addservices',
  allProjects: 'allprojects',
  allGalleryImages: 'allgalleryimages',
  allServices: 'allservices',
  editProject: 'editproject/:id',
  editGalleryImage: 'editgalleryimage/:id',
  editService: 'editservice/:id',
  previewProject: 'projects/:id/preview',
  projectPhotos: 'projects/:id/photos',
  enquiries: 'enquiries',
  activity: 'activity',
  trash: 'trash',
  settings: 'settings',
  users: 'users',
  backups: 'backups',
  account: 'account',
} as const;

export type AdminScreen = keyof typeof ADMIN_SCREENS;
type ScreenWithId = { [S in AdminScreen]: (typeof ADMIN_SCREENS)[S] extends `${string}:id${string}` ? S : never }[AdminScreen];
type ScreenWithoutId = Exclude<AdminScreen, ScreenWithId>;

/** A screen's address: adminPath('allProjects') → '/admin/allprojects'; adminPath('editProject', id) → '/admin/editproject/<id>'. */
export function adminPath(screen: ScreenWithoutId): string;
export function adminPath(screen: ScreenWithId, id: string): string;
export function adminPath(screen: AdminScreen, id?: string): string {
  const path = ADMIN_SCREENS[screen].replace(':id', encodeURIComponent(id ?? ''));
  return path ? `${ADMIN_HOME}/${path}` : ADMIN_HOME;
}

/** The start of the addresses of one screen's items ('/admin/editproject/'), for a menu entry that stays lit on them. */
export function adminPathPrefix(screen: ScreenWithId): string {
  const path = ADMIN_SCREENS[screen];
  return `${ADMIN_HOME}/${path.slice(0, path.indexOf(':id'))}`;
}

/**
 * The screens that also answer at a short address without /admin (/addprojects, /editproject/:id, …),
 * the addresses the firm's staff knew before; the server redirects them to the screen.
 */
export const SHORT_ADMIN_SCREENS = [
  'dashboardAgain',
  'addProject',
  'addGalleryImage',
  'addService',
  'allProjects',
  'allGalleryImages',
  'allServices',
  'editProject',
  'editGalleryImage',
  'editService',
] as const satisfies readonly AdminScreen[];

/** The screen's address of a short one ('/editproject/x' → '/admin/editproject/x'), or null when it is none. */
export function adminPathOfShort(path: string): string | null {
  const [, first, id, ...rest] = path.split('/');
  if (rest.length > 0) return null;
  for (const screen of SHORT_ADMIN_SCREENS) {
    const [name, parameter] = ADMIN_SCREENS[screen].split('/');
    if (name !== first || (parameter === undefined) !== (id === undefined) || id === '') continue;
    if (screen === 'dashboardAgain') return ADMIN_HOME;
    return `${ADMIN_HOME}/${name}${id === undefined ? '' : `/${id}`}`;
  }
  return null;
}
