import { createBrowserRouter } from 'react-router';
import { adminRoutes } from './routes/admin-routes';

/** The client-rendered app: the admin and /login. Public pages are server-rendered (see routes/public-routes.tsx). */
export const router = createBrowserRouter(adminRoutes);
