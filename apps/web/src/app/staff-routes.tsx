import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { page } from './route-page';

/**
 * The staff's pages (riders, hub staff, admins): never on a visitor's first download. The router
 * learns them on the first visit to one of their addresses (`discoverStaffRoutes` in router.tsx).
 */

// 'field': the words of a field screen's queue bar (the run, the rider's cash, the hub screens).
const riderNs = ['riders', 'deliveries', 'tracking', 'parcels', 'validation', 'areas', 'field'];
const adminNs = ['admin', 'riders', 'parcels', 'tracking', 'deliveries'];
const ledgerNs = ['ledger'];
const supportNs = ['support', 'validation'];
// With adminNs, whose 'deliveries' words the handover photo dialog; 'validation' the resolve form.
const networkBoardNs = ['network-board', 'validation'];
const hubsNs = ['hubs', 'areas', 'validation'];
const hubNs = ['network', 'scanner', 'validation', 'field'];

export const staffRoutes: RouteObject[] = [
  {
    element: <RequireAuth roles={['rider', 'admin']} />,
    children: [{ path: paths.assignedParcels, ...page(() => import('./routes/assigned-parcels'), riderNs) }],
  },
  {
    element: <RequireAuth roles={['rider']} />,
    children: [
      { path: paths.cashInHand, ...page(() => import('./routes/cash-in-hand'), [...ledgerNs, 'field']) },
    ],
  },
  {
    element: <RequireAuth roles={['hub', 'admin']} />,
    children: [
      { path: paths.hubCash, ...page(() => import('./routes/hub-cash'), ledgerNs) },
      { path: paths.hubScan, ...page(() => import('./routes/hub-scan'), hubNs) },
      { path: paths.hubBags, ...page(() => import('./routes/hub-bags'), hubNs) },
      { path: '/hub/bags/:bagId/label', ...page(() => import('./routes/hub-bag-label'), hubNs) },
      { path: paths.hubTrips, ...page(() => import('./routes/hub-trips'), hubNs) },
      { path: paths.hubRuns, ...page(() => import('./routes/hub-runs'), hubNs) },
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
            ...page(() => import('./routes/admin-cash-handovers'), [...adminNs, ...ledgerNs]),
          },
          {
            path: 'merchants',
            ...page(() => import('./routes/admin-merchants'), [...adminNs, ...ledgerNs, 'payout-account']),
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
