import type { CSSProperties } from 'react';
import { useRouteError, type RouteObject } from 'react-router';

/*
 * Everything admin, /login included, is lazy-loaded behind these routes: the first download is the
 * router and the two tiny fallbacks below. (The spec's short admin URLs, /addprojects and the like,
 * are redirected by the server.)
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
        path: '/login',
        lazy: async () => ({ Component: (await import('./auth/LoginPage')).LoginPage }),
      },
      {
        path: '/set-password',
        lazy: async () => ({ Component: (await import('./auth/SetPasswordPage')).SetPasswordPage }),
      },
      {
        path: '/admin',
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
                path: 'dashboard',
                lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }),
              },
              {
                path: 'addprojects',
                lazy: async () => ({
                  Component: (await import('./projects/AddProjectPage')).AddProjectPage,
                }),
              },
              {
                path: 'addgalleryimages',
                lazy: async () => ({
                  Component: (await import('./gallery/AddGalleryImagePage')).AddGalleryImagePage,
                }),
              },
              {
                path: 'addservices',
                lazy: async () => ({
                  Component: (await import('./services/AddServicePage')).AddServicePage,
                }),
              },
              {
                path: 'allprojects',
                lazy: async () => ({
                  Component: (await import('./projects/AllProjectsPage')).AllProjectsPage,
                }),
              },
              {
                path: 'allgalleryimages',
                lazy: async () => ({
                  Component: (await import('./gallery/AllGalleryImagesPage')).AllGalleryImagesPage,
                }),
              },
              {
                path: 'allservices',
                lazy: async () => ({
                  Component: (await import('./services/AllServicesPage')).AllServicesPage,
                }),
              },
              {
                path: 'projects/:id/preview',
                lazy: async () => ({
                  Component: (await import('./projects/PreviewProjectPage')).PreviewProjectPage,
                }),
              },
              {
                path: 'projects/:id/photos',
                lazy: async () => ({
                  Component: (await import('./projects/ProjectPhotosPage')).ProjectPhotosPage,
                }),
              },
              {
                path: 'trash',
                lazy: async () => ({
                  Component: (await import('./trash/TrashPage')).TrashPage,
                }),
              },
              {
                path: 'enquiries',
                lazy: async () => ({
                  Component: (await import('./enquiries/EnquiriesPage')).EnquiriesPage,
                }),
              },
              {
                path: 'activity',
                lazy: async () => ({
                  Component: (await import('./activity/ActivityPage')).ActivityPage,
                }),
              },
              {
                path: 'editproject/:id',
                lazy: async () => ({
                  Component: (await import('./projects/EditProjectPage')).EditProjectPage,
                }),
              },
              {
                path: 'editgalleryimage/:id',
                lazy: async () => ({
                  Component: (await import('./gallery/EditGalleryImagePage')).EditGalleryImagePage,
                }),
              },
              {
                path: 'editservice/:id',
                lazy: async () => ({
                  Component: (await import('./services/EditServicePage')).EditServicePage,
                }),
              },
              {
                path: 'account',
                lazy: async () => ({
                  Component: (await import('./account/AccountPage')).AccountPage,
                }),
              },
              {
                path: 'settings',
                lazy: async () => ({
                  Component: (await import('./settings/SettingsPage')).SettingsPage,
                }),
              },
              {
                path: 'users',
                lazy: async () => ({
                  Component: (await import('./users/UsersPage')).UsersPage,
                }),
              },
              {
                path: 'backups',
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
