import type { Role } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

const linksByRole: Record<Role, Array<{ to: string; label: string }>> = {
  customer: [
    { to: paths.bookParcel, label: 'nav.bookParcel' },
    { to: paths.myParcels, label: 'nav.myParcels' },
    { to: paths.payments, label: 'nav.payments' },
    { to: paths.beARider, label: 'nav.beARider' },
  ],
  rider: [
    { to: paths.assignedParcels, label: 'nav.assignedParcels' },
    { to: paths.cashInHand, label: 'nav.cashInHand' },
  ],
  admin: [{ to: paths.admin, label: 'nav.dashboard' }],
};

export function NavLinks({ role, onNavigate }: { role: Role | undefined; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const links = [{ to: paths.home, label: 'nav.home' }, ...(role ? linksByRole[role] : [])];
  return links.map((link) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end={link.to === paths.home}
        onClick={onNavigate}
        className={({ isActive }) => (isActive ? 'menu-active font-semibold' : '')}
      >
        {t(link.label)}
      </NavLink>
    </li>
  ));
}
