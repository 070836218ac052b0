import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';

const adminLinks = [
  { to: paths.adminDashboard, label: 'sidebar.dashboard' },
  { to: paths.adminPendingRiders, label: 'sidebar.pendingRiders' },
  { to: paths.adminPendingParcels, label: 'sidebar.pendingParcels' },
  { to: paths.adminUsers, label: 'sidebar.users' },
];

export default function AdminLayout() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row">
      <aside className="md:w-56 md:shrink-0" aria-label={t('sidebar.label')}>
        <ul className="menu menu-horizontal w-full flex-nowrap overflow-x-auto rounded-box bg-base-200 md:menu-vertical">
          {adminLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={({ isActive }) => (isActive ? 'menu-active' : '')}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
