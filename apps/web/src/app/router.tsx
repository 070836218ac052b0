import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { loadNamespaces } from '../lib/i18n';
import { homePage, trackPage } from './landing-pages';

type RouteModule = { default: React.ComponentType };
// Every page is its own chunk (code and translations): the landing page never downloads forms,
// admin or label code. The page renders once both have arrived.
const page = (load: () => Promise<RouteModule>, namespaces: string[] = []): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    // When the page arrived early (index.html preloads landing pages), rendering it would join the
    // shell's start-up in one long task; a fresh task lets the phone answer input in between.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { Component: module.default };
  },
});

const authNs = ['auth', 'validation'];
const parcelNs = ['parcels', 'tracking', 'deliveries', 'validation'];
const riderNs = ['riders', 'deliveries', 'tracking', 'parcels', 'validation'];
const adminNs = ['admin', 'riders', 'parcels', 'tracking', 'deliveries'];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <Spinner fullPage />,
    children: [
      { index: true, ...page(() => import('./routes/home'), homePage.namespaces) },
      { path: paths.login, ...page(() => import('./routes/login'), authNs) },
      { path: paths.signup, ...page(() => import('./routes/signup'), authNs) },
      { path: paths.forgotPassword, ...page(() => import('./routes/forgot-password'), authNs) },
      { path: paths.resetPassword, ...page(() => import('./routes/reset-password'), authNs) },
      { path: '/track', ...page(() => import('./routes/track'), ['tracking']) },
      { path: '/track/:trackingId', ...page(() => import('./routes/track'), trackPage.namespaces) },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.bookParcel, ...page(() => import('./routes/book-a-parcel'), parcelNs) },
          { path: paths.myParcels, ...page(() => import('./routes/my-parcel'), parcelNs) },
          { path: '/parcels/:parcelId/label', ...page(() => import('./routes/parcel-label'), parcelNs) },
          { path: paths.beARider, ...page(() => import('./routes/be-a-rider'), riderNs) },
        ],
      },
      {
        element: <RequireAuth roles={['rider', 'admin']} />,
        children: [
          { path: paths.assignedParcels, ...page(() => import('./routes/assigned-parcels'), riderNs) },
        ],
      },
      {
        path: paths.admin,
        element: <RequireAuth roles={['admin']} />,
        children: [
          {
            ...page(() => import('./routes/admin-layout'), adminNs),
            children: [
              { index: true, element: <Navigate to={paths.adminDashboard} replace /> },
              { path: 'dashboard-home', ...page(() => import('./routes/admin-dashboard'), adminNs) },
              { path: 'pending-riders', ...page(() => import('./routes/admin-pending-riders'), adminNs) },
              { path: 'pending-parcels', ...page(() => import('./routes/admin-pending-parcels'), adminNs) },
              { path: 'users', ...page(() => import('./routes/admin-users'), adminNs) },
              { path: 'deliveries', ...page(() => import('./routes/admin-deliveries'), adminNs) },
            ],
          },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
