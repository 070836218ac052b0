import type { RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { ledgerNamespaces, riderNamespaces } from './field-pages';
import { homePage, loginPage, signupPage, trackPage } from './landing-pages';
import { page } from './route-page';
import { merchantDashboardNamespaces, myParcelsNamespaces, shopParcelNamespaces } from './shop-pages';

export const rootRouteId = 'root';

/** Addresses of the staff's pages, whose routes arrive with their first visit (staff-routes.tsx). */
const staffPaths = /^\/(admin|hub|assigned-parcels|cash-in-hand)(\/|$)/;
let staffRoutesAdded = false;

/**
 * The router's `patchRoutesOnNavigation`: a visit to a staff address (which the table's catch-all
 * would otherwise answer) brings the staff's routes first. Visitors never download them.
 */
export async function discoverStaffRoutes({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}): Promise<void> {
  if (staffRoutesAdded || !staffPaths.test(path)) return;
  const { staffRoutes } = await import('./staff-routes');
  if (staffRoutesAdded) return;
  staffRoutesAdded = true;
  patch(rootRouteId, staffRoutes);
}

const parcelNs = ['parcels', 'tracking', 'deliveries', 'validation', 'areas', 'stores', 'receivers'];
const merchantNs = ['merchants', 'stores', 'parcels', 'tracking', 'validation', 'receivers'];
const settingsNs = ['stores', 'api-keys', 'areas', 'parcels', 'validation', 'payout-account'];
const supportNs = ['support', 'validation'];
const receiverNs = ['receivers', 'tracking', 'validation'];

export const routes: RouteObject[] = [
  {
    id: rootRouteId,
    element: <RootLayout />,
    hydrateFallbackElement: <Spinner fullPage />,
    children: [
      { index: true, ...page(() => import('./routes/home'), homePage.namespaces) },
      { path: paths.login, ...page(() => import('./routes/login'), loginPage.namespaces) },
      { path: paths.signup, ...page(() => import('./routes/signup'), signupPage.namespaces) },
      { path: paths.loginPhone, ...page(() => import('./routes/login-phone'), loginPage.namespaces) },
      { path: paths.signupPhone, ...page(() => import('./routes/signup-phone'), signupPage.namespaces) },
      { path: paths.forgotPassword, ...page(() => import('./routes/forgot-password'), loginPage.namespaces) },
      {
        path: paths.forgotPasswordSms,
        ...page(() => import('./routes/forgot-password-sms'), loginPage.namespaces),
      },
      { path: paths.resetPassword, ...page(() => import('./routes/reset-password'), loginPage.namespaces) },
      { path: '/track', ...page(() => import('./routes/track'), ['tracking']) },
      { path: paths.contact, ...page(() => import('./routes/contact'), supportNs) },
      { path: '/track/:trackingId', ...page(() => import('./routes/track'), trackPage.namespaces) },
      // The receiver's private link and the record's privacy page: open to anyone, each its own chunk.
      { path: '/r/:token', ...page(() => import('./routes/receiver'), receiverNs) },
      { path: paths.receiverPrivacy, ...page(() => import('./routes/receiver-privacy'), ['receivers']) },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.bookParcel, ...page(() => import('./routes/book-a-parcel'), parcelNs) },
          { path: paths.myParcels, ...page(() => import('./routes/my-parcel'), myParcelsNamespaces) },
          {
            path: '/my-parcel/:trackingId',
            ...page(() => import('./routes/shop-parcel'), shopParcelNamespaces),
          },
          { path: paths.myRates, ...page(() => import('./routes/my-rates'), ['merchants']) },
          {
            path: paths.merchantDashboard,
            ...page(() => import('./routes/merchant-dashboard'), merchantDashboardNamespaces),
          },
          { path: '/parcels/:parcelId/label', ...page(() => import('./routes/parcel-label'), parcelNs) },
          { path: paths.beARider, ...page(() => import('./routes/be-a-rider'), riderNamespaces) },
          {
            path: paths.payments,
            ...page(() => import('./routes/payments'), [...ledgerNamespaces, 'payout-account']),
          },
          {
            path: paths.paymentStatement,
            ...page(() => import('./routes/payment-statement'), ledgerNamespaces),
          },
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
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];
