import { type Role, roleHomes } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiArrowRight, FiGrid, FiMaximize, FiTruck } from 'react-icons/fi';
import { Link } from 'react-router';

const shortcuts = {
  rider: { to: roleHomes.rider, icon: FiTruck, key: 'rider' },
  hub: { to: roleHomes.hub, icon: FiMaximize, key: 'hub' },
  admin: { to: roleHomes.admin, icon: FiGrid, key: 'admin' },
} as const;

/** The card that leads a signed-in person to their work (loaded only for them: visitors never need it). */
export default function WorkCard({ role }: { role: Exclude<Role, 'customer'> }) {
  const { t } = useTranslation();
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
