import { ADMIN_HOME, ADMIN_SCREENS, LOGIN_PATH, SET_PASSWORD_PATH } from '@vriddhi/rules';
import type { CSSProperties } from 'react';
import { useRouteError, type RouteObject } from 'react-router';

/*
 * Everything admin, /login included, is lazy-loaded behind these routes: the first download is the
 * router and the two tiny fallbacks below. The paths are ADMIN_SCREENS of @vriddhi/rules (the short
 * addresses the staff knew before, /addprojects and the like, are redirected by the server).
 */

const centered: CSSProperties = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '12px',
  fontFamily: 'system-ui, sans-serif',
  color: '#4a5568',
  padding: '16px',
  textAlign: 'center',
};

/** Shown while the admin code loads on a first visit straight to an admin URL. */
function AdminLoading() {
  return (
    <div style={centered} role="status">
      Loading…
    </div>
  );
}

/** A failed chunk load (e.g. after a new deployment) or an unexpected error in an admin screen. */
function AdminRouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div style={centered} role="alert">
      <p style={{ fontSize: '18px', fontWeight: 600, color: '#1a202c' }}>Something went wrong while loading this page.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{ padding: '8px 16px', borderRadius: '6px', border: '1px solid #cbd5e0', background: 'white', cursor: 'pointer' }}
      >
        Reload the page
      </button>
    </div>
  );
}

export const adminRoutes: RouteObject[] = [
  {
    id: 'admin-root',
    lazy: async () => ({ Component: (await import('./layout/AdminRoot')).AdminRoot }),
    HydrateFallback: AdminLoading,
    ErrorBoundary: AdminRouteError,
    children: [
      {
        path: LOGIN_PATH,
        lazy: async () => ({ Component: (await import('./auth/LoginPage')).LoginPage }),
      },
      {
        path: SET_PASSWORD_PATH,
        lazy: async () => ({ Component: (await import('./auth/SetPasswordPage')).SetPasswordPage }),
      },
      {
        path: ADMIN_HOME,
        lazy: async () => ({ Component: (await import('./auth/RequireAuth')).RequireAuth }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/AdminLayout')).AdminLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }),
              },
              {
                path: ADMIN_SCREENS.dashboardAgain,
                lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }),
              },
              {
                path: ADMIN_SCREENS.addProject,
                lazy: async () => ({
                  Component: (await import('./projects/AddProjectPage')).AddProjectPage,
                }),
              },
              {
                path: ADMIN_SCREENS.addGalleryImage,
                lazy: async () => ({
                  Component: (await import('./gallery/AddGalleryImagePage')).AddGalleryImagePage,
                }),
              },
              {
                path: ADMIN_SCREENS.addService,
                lazy: async () => ({
                  Component: (await import('./services/AddServicePage')).AddServicePage,
                }),
              },
              {
                path: ADMIN_SCREENS.allProjects,
                lazy: async () => ({
                  Component: (await import('./projects/AllProjectsPage')).AllProjectsPage,
                }),
              },
              {
                path: ADMIN_SCREENS.allGalleryImages,
                lazy: async () => ({
                  Component: (await import('./gallery/AllGalleryImagesPage')).AllGalleryImagesPage,
                }),
              },
              {
                path: ADMIN_SCREENS.allServices,
                lazy: async () => ({
                  Component: (await import('./services/AllServicesPage')).AllServicesPage,
                }),
              },
              {
                path: ADMIN_SCREENS.previewProject,
                lazy: async () => ({
                  Component: (await import('./projects/PreviewProjectPage')).PreviewProjectPage,
                }),
              },
              {
                path: ADMIN_SCREENS.projectPhotos,
                lazy: async () => ({
                  Component: (await import('./projects/ProjectPhotosPage')).ProjectPhotosPage,
                }),
              },
              {
                path: ADMIN_SCREENS.trash,
                lazy: async () => ({
                  Component: (await import('./trash/TrashPage')).TrashPage,
                }),
              },
              {
                path: ADMIN_SCREENS.enquiries,
                lazy: async () => ({
                  Component: (await import('./enquiries/EnquiriesPage')).EnquiriesPage,
                }),
              },
              {
                path: ADMIN_SCREENS.activity,
                lazy: async () => ({
                  Component: (await import('./activity/ActivityPage')).ActivityPage,
                }),
              },
              {
                path: ADMIN_SCREENS.editProject,
                lazy: async () => ({
                  Component: (await import('./projects/EditProjectPage')).EditProjectPage,
                }),
              },
              {
                path: ADMIN_SCREENS.editGalleryImage,
                lazy: async () => ({
                  Component: (await import('./gallery/EditGalleryImagePage')).EditGalleryImagePage,
                }),
              },
              {
                path: ADMIN_SCREENS.editService,
                lazy: async () => ({
                  Component: (await import('./services/EditServicePage')).EditServicePage,
                }),
              },
              {
                path: ADMIN_SCREENS.account,
                lazy: async () => ({
                  Component: (await import('./account/AccountPage')).AccountPage,
                }),
              },
              {
                path: ADMIN_SCREENS.settings,
                lazy: async () => ({
                  Component: (await import('./settings/SettingsPage')).SettingsPage,
                }),
              },
              {
                path: ADMIN_SCREENS.users,
                lazy: async () => ({
                  Component: (await import('./users/UsersPage')).UsersPage,
                }),
              },
              {
                path: ADMIN_SCREENS.backups,
                lazy: async () => ({
                  Component: (await import('./backups/BackupsPage')).BackupsPage,
                }),
              },
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('./AdminNotFoundPage')).AdminNotFoundPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];
