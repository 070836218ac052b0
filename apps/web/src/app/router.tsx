import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';

type RouteModule = { default: React.ComponentType };
// Every page is its own chunk: the landing page never downloads forms, admin or label code.
const page = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <Spinner fullPage />,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      { path: paths.login, ...page(() => import('./routes/login')) },
      { path: paths.signup, ...page(() => import('./routes/signup')) },
      { path: paths.forgotPassword, ...page(() => import('./routes/forgot-password')) },
      { path: paths.resetPassword, ...page(() => import('./routes/reset-password')) },
      { path: '/track', ...page(() => import('./routes/track')) },
      { path: '/track/:trackingId', ...page(() => import('./routes/track')) },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.bookParcel, ...page(() => import('./routes/book-a-parcel')) },
          { path: paths.myParcels, ...page(() => import('./routes/my-parcel')) },
          { path: '/parcels/:parcelId/label', ...page(() => import('./routes/parcel-label')) },
          { path: paths.beARider, ...page(() => import('./routes/be-a-rider')) },
        ],
      },
      {
        element: <RequireAuth roles={['rider', 'admin']} />,
        children: [{ path: paths.assignedParcels, ...page(() => import('./routes/assigned-parcels')) }],
      },
      {
        path: paths.admin,
        element: <RequireAuth roles={['admin']} />,
        children: [
          {
            ...page(() => import('./routes/admin-layout')),
            children: [
              { index: true, element: <Navigate to={paths.adminDashboard} replace /> },
              { path: 'dashboard-home', ...page(() => import('./routes/admin-dashboard')) },
              { path: 'pending-riders', ...page(() => import('./routes/admin-pending-riders')) },
              { path: 'pending-parcels', ...page(() => import('./routes/admin-pending-parcels')) },
              { path: 'users', ...page(() => import('./routes/admin-users')) },
            ],
          },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
