import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { page } from './route-page';

/**
 * The staff's pages (riders, hub staff, admins): never on a visitor's first download. The router
 * learns them on the first visit to one of their addresses (`discoverStaffRoutes` in router.tsx).
 */

const riderNs = ['riders', 'deliveries', 'tracking', 'parcels', 'validation', 'areas'];
const adminNs = ['admin', 'riders', 'parcels', 'tracking', 'deliveries'];
const ledgerNs = ['ledger'];
const supportNs = ['support', 'validation'];
// With adminNs, whose 'deliveries' words the handover photo dialog; 'validation' the resolve form.
const networkBoardNs = ['network-board', 'validation'];
const hubsNs = ['hubs', 'areas', 'validation'];

export const staffRoutes: RouteObject[] = [
  {
    element: <RequireAuth roles={['rider', 'admin']} />,
    children: [{ path: paths.assignedParcels, ...page(() => import('./routes/assigned-parcels'), riderNs) }],
  },
  {
    element: <RequireAuth roles={['rider']} />,
    children: [{ path: paths.cashInHand, ...page(() => import('./routes/cash-in-hand'), ledgerNs) }],
  },
  {
    element: <RequireAuth roles={['hub', 'admin']} />,
    children: [{ path: paths.hubCash, ...page(() => import('./routes/hub-cash'), ledgerNs) }],
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
