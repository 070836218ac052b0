import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import {
  FiAlertTriangle,
  FiBox,
  FiBriefcase,
  FiCalendar,
  FiDollarSign,
  FiGrid,
  FiHeadphones,
  FiList,
  FiMap,
  FiSearch,
  FiShare2,
  FiShield,
  FiUserCheck,
  FiUsers,
} from 'react-icons/fi';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';

const adminLinks: Array<{ to: string; label: string; icon: IconType }> = [
  { to: paths.adminDashboard, label: 'sidebar.dashboard', icon: FiGrid },
  { to: paths.adminParcels, label: 'sidebar.parcels', icon: FiSearch },
  { to: paths.adminNetwork, label: 'sidebar.network', icon: FiShare2 },
  { to: paths.adminHubs, label: 'sidebar.hubs', icon: FiMap },
  { to: paths.adminPendingRiders, label: 'sidebar.pendingRiders', icon: FiUserCheck },
  { to: paths.adminPendingParcels, label: 'sidebar.pendingParcels', icon: FiBox },
  { to: paths.adminUsers, label: 'sidebar.users', icon: FiUsers },
  { to: paths.adminDeliveries, label: 'sidebar.deliveries', icon: FiAlertTriangle },
  { to: paths.adminCashHandovers, label: 'sidebar.cashHandovers', icon: FiDollarSign },
  { to: paths.adminMerchants, label: 'sidebar.merchants', icon: FiBriefcase },
  { to: paths.adminRateCards, label: 'sidebar.rateCards', icon: FiList },
  { to: paths.adminHolidays, label: 'sidebar.holidays', icon: FiCalendar },
  { to: paths.adminSupport, label: 'sidebar.support', icon: FiHeadphones },
  { to: paths.adminReceiverRecords, label: 'sidebar.receiverRecords', icon: FiShield },
];

/** A sidebar on wide screens; on a phone the same links as a two-by-two grid above the page. */
export default function AdminLayout() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:gap-6">
      <nav className="md:w-56 md:shrink-0" aria-label={t('sidebar.label')}>
        <ul className="menu w-full gap-1 rounded-box bg-base-200 p-2 max-md:grid max-md:grid-cols-2 md:sticky md:top-20">
          {adminLinks.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) => `whitespace-nowrap ${isActive ? 'menu-active' : ''}`}
              >
                <Icon aria-hidden className="size-4" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
