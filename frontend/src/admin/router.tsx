import { createBrowserRouter } from 'react-router';
import { adminRoutes } from './routes';

/** The client-rendered app: the admin, /login and /set-password. Public pages are server-rendered (src/public/server/render-page.tsx). */
export const router = createBrowserRouter(adminRoutes);
