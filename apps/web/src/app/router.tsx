import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { loadNamespaces } from '../lib/i18n';
import { homePage, loginPage, signupPage, trackPage } from './landing-pages';

type RouteModule = { default: React.ComponentType };
// Every page is its own chunk (code and translations): the landing page never downloads forms,
// admin or label code. The page renders once both have arrived.
const page = (load: () => Promise<RouteModule>, namespaces: string[] = []): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    // `errors` on every page: any page can meet an error from the API (lib/error-text.ts words it).
    const [module] = await Promise.all([load(), loadNamespaces([...namespaces, 'errors'])]);
    // When the page arrived early (index.html preloads landing pages), rendering it would join the
    // shell's start-up in one long task; a fresh task lets the phone answer input in between.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { Component: module.default };
  },
});

// My Parcels' list needs only these; its SMS form brings 'validation' when it arrives.
const myParcelsNs = ['parcels', 'tracking', 'deliveries'];
const parcelNs = ['parcels', 'tracking', 'deliveries', 'validation', 'areas', 'stores'];
const riderNs = ['riders', 'deliveries', 'tracking', 'parcels', 'validation', 'areas', 'field'];
const merchantNs = ['merchants', 'stores', 'parcels', 'tracking', 'validation'];
const adminNs = ['admin', 'riders', 'parcels', 'tracking', 'deliveries'];
const ledgerNs = ['ledger'];
const settingsNs = ['stores', 'api-keys', 'areas', 'parcels', 'validation', 'payout-account'];
const supportNs = ['support', 'validation'];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <Spinner fullPage />,
    children: [
      { index: true, ...page(() => import('./routes/home'), homePage.namespaces) },
      { path: paths.login, ...page(() => import('./routes/login'), loginPage.namespaces) },
      { path: paths.signup, ...page(() => import('./routes/signup'), signupPage.namespaces) },
      { path: paths.loginPhone, ...page(() => import('./routes/login-phone'), loginPage.namespaces) },
      { path: paths.forgotPassword, ...page(() => import('./routes/forgot-password'), loginPage.namespaces) },
      {
        path: paths.forgotPasswordSms,
        ...page(() => import('./routes/forgot-password-sms'), loginPage.namespaces),
      },
      { path: paths.resetPassword, ...page(() => import('./routes/reset-password'), loginPage.namespaces) },
      { path: '/track', ...page(() => import('./routes/track'), ['tracking']) },
      { path: paths.contact, ...page(() => import('./routes/contact'), supportNs) },
      { path: '/track/:trackingId', ...page(() => import('./routes/track'), trackPage.namespaces) },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.bookParcel, ...page(() => import('./routes/book-a-parcel'), parcelNs) },
          { path: paths.myParcels, ...page(() => import('./routes/my-parcel'), myParcelsNs) },
          { path: '/parcels/:parcelId/label', ...page(() => import('./routes/parcel-label'), parcelNs) },
          { path: paths.beARider, ...page(() => import('./routes/be-a-rider'), riderNs) },
          { path: paths.payments, ...page(() => import('./routes/payments'), ledgerNs) },
          { path: paths.paymentStatement, ...page(() => import('./routes/payment-statement'), ledgerNs) },
          { path: paths.bulkBooking, ...page(() => import('./routes/bulk-booking'), merchantNs) },
          { path: paths.webhooks, ...page(() => import('./routes/webhooks'), merchantNs) },
          { path: '/webhooks/:endpointId', ...page(() => import('./routes/webhook-log'), merchantNs) },
          { path: paths.stores, ...page(() => import('./routes/settings-stores'), settingsNs) },
          { path: paths.apiKeys, ...page(() => import('./routes/settings-api-keys'), settingsNs) },
          {
            path: paths.account,
            ...page(() => import('./routes/settings-account'), [...settingsNs, 'auth']),
          },
          {
            path: paths.payoutAccount,
            ...page(() => import('./routes/settings-payout-account'), settingsNs),
          },
          { path: paths.mySupportRequests, ...page(() => import('./routes/my-support-requests'), supportNs) },
        ],
      },
      {
        element: <RequireAuth roles={['rider', 'admin']} />,
        children: [
          { path: paths.assignedParcels, ...page(() => import('./routes/assigned-parcels'), riderNs) },
        ],
      },
      {
        element: <RequireAuth roles={['rider']} />,
        children: [{ path: paths.cashInHand, ...page(() => import('./routes/cash-in-hand'), ledgerNs) }],
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
              {
                path: 'cash-handovers',
                ...page(() => import('./routes/admin-cash-handovers'), [...adminNs, ...ledgerNs]),
              },
              {
                path: 'merchants',
                ...page(
                  () => import('./routes/admin-merchants'),
                  [...adminNs, ...ledgerNs, 'payout-account'],
                ),
              },
              { path: 'deliveries', ...page(() => import('./routes/admin-deliveries'), adminNs) },
              {
                path: 'support',
                ...page(() => import('./routes/admin-support'), [...adminNs, ...supportNs]),
              },
              {
                path: 'support/:requestId',
                ...page(() => import('./routes/admin-support-request'), [...adminNs, ...supportNs]),
              },
            ],
          },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];
