import { createBrowserRouter } from 'react-router';
import { publicRoutes } from './routes/public-routes';
import { adminRoutes } from './routes/admin-routes';

export const router = createBrowserRouter([...adminRoutes, ...publicRoutes]);
