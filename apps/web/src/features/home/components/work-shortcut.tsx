import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FiArrowRight, FiGrid, FiMaximize, FiShoppingBag, FiTruck } from 'react-icons/fi';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../auth/hooks/use-auth';

const noSubscribe = () => () => {};

const shortcuts = {
  customer: { to: paths.merchantDashboard, icon: FiShoppingBag, key: 'customer' },
  rider: { to: paths.assignedParcels, icon: FiTruck, key: 'rider' },
  hub: { to: paths.hubScan, icon: FiMaximize, key: 'hub' },
  admin: { to: paths.adminDashboard, icon: FiGrid, key: 'admin' },
} as const;

/**
 * After login the spec sends everyone to the home page; each role finds its work here: a shop its
 * dashboard, a rider the run, hub staff the scan station, an admin the dashboard.
 * The page is prerendered for visitors (decision 004), so the card appears only once the page is
 * hydrated: false on the server and in hydration, true afterwards, with no mismatch in between.
 */
export function WorkShortcut() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  if (!hydrated || !role) return null;
  const { to, icon: Icon, key } = shortcuts[role];
  return (
    <section aria-label={t('shortcut.label')} className="mx-auto max-w-7xl px-4 pt-4">
      <Link
        to={to}
        className="flex items-center gap-4 rounded-box border border-primary/40 bg-base-100 p-4 shadow-sm transition hover:border-primary"
      >
        <Icon aria-hidden className="size-8 shrink-0 text-primary" />
        <span className="min-w-0 flex-1">
          <span className="block text-lg font-bold">{t(`shortcut.${key}Title`)}</span>
          <span className="block text-sm opacity-80">{t(`shortcut.${key}Text`)}</span>
        </span>
        <span className="btn btn-primary btn-sm max-sm:btn-square" aria-hidden>
          <span className="max-sm:hidden">{t(`shortcut.${key}Action`)}</span>
          <FiArrowRight />
        </span>
      </Link>
    </section>
  );
}
