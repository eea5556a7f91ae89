import { createBrowserRouter } from 'react-router';
import { adminRoutes } from './routes';

/** The client-rendered app: the admin and /login. Public pages are server-rendered (src/public/server/render-page.tsx). */
export const router = createBrowserRouter(adminRoutes);
