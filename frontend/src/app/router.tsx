import { createBrowserRouter } from 'react-router';
import { adminRoutes } from './routes/admin-routes';

/** The client-rendered app: the admin and /login. Public pages are server-rendered (src/server/render-page.tsx). */
export const router = createBrowserRouter(adminRoutes);
