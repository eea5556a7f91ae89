import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { HomePage } from './public/HomePage';
import { NotFoundPage } from './public/NotFoundPage';
import { RouteError } from './public/RouteError';

// The home page ships in the entry chunk so it renders at once; every other page is its own chunk, loaded
// on demand (the layout's Suspense shows a spinner on a cold load; in-app navigation keeps the old page
// until the new one is ready).
const AboutPage = lazy(() => import('../../features/about/AboutPage').then((m) => ({ default: m.AboutPage })));
const ServicesPage = lazy(() => import('../../features/services/ServicesPage').then((m) => ({ default: m.ServicesPage })));
const ProjectsPage = lazy(() => import('../../features/projects/ProjectsPage').then((m) => ({ default: m.ProjectsPage })));
const ProjectDetailPage = lazy(() =>
  import('../../features/projects/ProjectDetailPage').then((m) => ({ default: m.ProjectDetailPage })),
);
const GalleryPage = lazy(() => import('../../features/gallery/GalleryPage').then((m) => ({ default: m.GalleryPage })));
const ContactPage = lazy(() => import('../../features/contact/ContactPage').then((m) => ({ default: m.ContactPage })));

export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a page keep the header and footer around them.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'services', element: <ServicesPage /> },
          { path: 'projects', element: <ProjectsPage /> },
          { path: 'projects/:id', element: <ProjectDetailPage /> },
          { path: 'gallery', element: <GalleryPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
