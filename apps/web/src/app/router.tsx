import { createBrowserRouter } from 'react-router';
import { RequireAuth } from '../features/auth';
import { AuthLayout, MainLayout, RootLayout } from '../features/layout';
import { lazyPage } from '../lib/lazyPage';
import { RouteErrorScreen } from './RouteErrorScreen';
import { authRoutes } from './routes/authRoutes';
import { protectedRoutes } from './routes/protectedRoutes';
import { publicRoutes } from './routes/publicRoutes';
import { redirectRoutes } from './routes/redirectRoutes';

const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'), 'NotFoundPage');

/** Every screen of the app (spec §2). Pages load lazily; errors show inside the layout. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      ...redirectRoutes,
      {
        element: <AuthLayout />,
        children: [{ errorElement: <RouteErrorScreen />, children: authRoutes }],
      },
      {
        path: '/',
        element: <MainLayout />,
        children: [
          {
            errorElement: <RouteErrorScreen />,
            children: [
              ...publicRoutes,
              { element: <RequireAuth />, children: protectedRoutes },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
