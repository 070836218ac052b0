import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import {
  cashInHandNamespaces,
  hubNamespaces,
  isFieldPage,
  ledgerNamespaces,
  riderNamespaces,
} from './field-pages';
import { page } from './route-page';

/**
 * The staff's pages (riders, hub staff, admins): never on a visitor's first download. The router
 * learns them on the first visit to one of their addresses (`discoverStaffRoutes` in router.tsx).
 */

// A field screen opened with no network draws from what the phone kept: field-screen.tsx starts reading
// it when it runs, so it is asked for as soon as these routes arrive (at the router's start), beside
// the loading of the screen's code instead of after it.
if (typeof location !== 'undefined' && isFieldPage(location.pathname)) void import('./field-screen');

const adminNs = ['admin', 'riders', 'parcels', 'tracking', 'deliveries'];
const supportNs = ['support', 'validation'];
// With adminNs, whose 'deliveries' words the handover photo dialog; 'validation' the resolve form.
const networkBoardNs = ['network-board', 'validation'];
const hubsNs = ['hubs', 'areas', 'validation'];
const parcelDeskNs = ['parcel-desk', 'network-board', 'common'];

export const staffRoutes: RouteObject[] = [
  {
    element: <RequireAuth roles={['rider', 'admin']} />,
    children: [
      { path: paths.assignedParcels, ...page(() => import('./routes/assigned-parcels'), riderNamespaces) },
    ],
  },
  {
    element: <RequireAuth roles={['rider']} />,
    children: [
      { path: paths.cashInHand, ...page(() => import('./routes/cash-in-hand'), cashInHandNamespaces) },
    ],
  },
  {
    element: <RequireAuth roles={['hub', 'admin']} />,
    children: [
      { path: paths.hubCash, ...page(() => import('./routes/hub-cash'), ledgerNamespaces) },
      { path: paths.hubScan, ...page(() => import('./routes/hub-scan'), hubNamespaces) },
      { path: paths.hubBags, ...page(() => import('./routes/hub-bags'), hubNamespaces) },
      { path: '/hub/bags/:bagId/label', ...page(() => import('./routes/hub-bag-label'), hubNamespaces) },
      { path: paths.hubTrips, ...page(() => import('./routes/hub-trips'), hubNamespaces) },
      { path: paths.hubRuns, ...page(() => import('./routes/hub-runs'), hubNamespaces) },
      {
        path: '/hub/checkin/:riderId',
        ...page(() => import('./routes/hub-checkin'), [...hubNamespaces, ...ledgerNamespaces]),
      },
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
          {
            path: 'cash-handovers',
            ...page(() => import('./routes/admin-cash-handovers'), [...adminNs, ...ledgerNamespaces]),
          },
          {
            path: 'merchants',
            ...page(
              () => import('./routes/admin-merchants'),
              [...adminNs, ...ledgerNamespaces, 'payout-account'],
            ),
          },
          { path: 'deliveries', ...page(() => import('./routes/admin-deliveries'), adminNs) },
          {
            path: 'rate-cards',
            ...page(() => import('./routes/admin-rate-cards'), [...adminNs, 'validation']),
          },
          {
            path: 'holidays',
            ...page(() => import('./routes/admin-holidays'), [...adminNs, 'validation']),
          },
          {
            path: 'receiver-records',
            ...page(() => import('./routes/admin-receiver-records'), [...adminNs, 'receivers', 'validation']),
          },
          { path: 'hubs', ...page(() => import('./routes/admin-hubs'), [...adminNs, ...hubsNs]) },
          {
            path: 'support',
            ...page(() => import('./routes/admin-support'), [...adminNs, ...supportNs]),
          },
          {
            path: 'support/:requestId',
            ...page(() => import('./routes/admin-support-request'), [...adminNs, ...supportNs]),
          },
          { path: 'parcels', ...page(() => import('./routes/admin-parcels'), [...adminNs, ...parcelDeskNs]) },
          {
            path: 'parcels/:trackingId',
            ...page(() => import('./routes/admin-parcel'), [...adminNs, ...parcelDeskNs]),
          },
          {
            path: 'network',
            ...page(() => import('./routes/admin-network'), [...adminNs, ...networkBoardNs]),
          },
          {
            path: 'network/exceptions',
            ...page(() => import('./routes/admin-network-exceptions'), [...adminNs, ...networkBoardNs]),
          },
        ],
      },
    ],
  },
];
