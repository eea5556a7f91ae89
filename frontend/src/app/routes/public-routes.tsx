import type { RouteObject } from 'react-router';
import { AboutPage } from '@/features/about/AboutPage';
import { ContactPage } from '@/features/contact/ContactPage';
import { GalleryPage } from '@/features/gallery/GalleryPage';
import { ProjectDetailPage } from '@/features/projects/ProjectDetailPage';
import { ProjectsPage } from '@/features/projects/ProjectsPage';
import { ServicesPage } from '@/features/services/ServicesPage';
import { PublicLayout } from '@/app/layouts/public/PublicLayout';
import { HomePage } from './public/HomePage';
import { NotFoundPage } from './public/NotFoundPage';

/**
 * The public pages, rendered on the server (src/server/render-page.tsx): each visit is a page load of
 * HTML, and the browser only runs the islands (src/islands) for the interactive parts.
 */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
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
];
