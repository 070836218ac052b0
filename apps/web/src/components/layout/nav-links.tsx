import type { Role } from '@desh/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

export interface NavItem {
  to: string;
  label: string;
}

const home: NavItem = { to: paths.home, label: 'nav.home' };
const login: NavItem = { to: paths.login, label: 'nav.login' };
const signup: NavItem = { to: paths.signup, label: 'nav.signup' };
const guestMore: NavItem[] = [signup, { to: paths.trackSearch, label: 'nav.track' }];

// A signed-in role's links (groups included) load with the session: visitors to the landing pages,
// whose first download has a budget, never need them.
const RoleNavLinks = lazy(() =>
  import('./role-nav-links').then((module) => ({ default: module.RoleNavLinks })),
);

/** Home, then (signed out) Login and the rest; `bar` leaves out Login and Sign up (buttons at its right). */
export function guestEntries(place: 'bar' | 'drawer'): NavItem[] {
  const guest = [home, login, ...guestMore];
  return place === 'bar' ? guest.filter((entry) => entry !== login && entry !== signup) : guest;
}

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'menu-active font-semibold' : '');

// Home and the hub's scan screen are parents of other links' paths: only their own path lights them.
export function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.to === paths.home || item.to === paths.hubScan}
        onClick={onNavigate}
        className={linkClass}
      >
        {t(item.label)}
      </NavLink>
    </li>
  );
}

/** What the navigation lists: Home, then the role's spec links in the spec's order, then the rest. */
export function NavLinks({
  role,
  signedIn,
  place,
  onNavigate,
}: {
  role: Role | undefined;
  signedIn: boolean;
  place: 'bar' | 'drawer';
  onNavigate?: () => void;
}) {
  if (!signedIn || !role) {
    const entries = signedIn ? [home] : guestEntries(place);
    return entries.map((item) => <NavItemLink key={item.to} item={item} onNavigate={onNavigate} />);
  }
  return (
    <>
      <NavItemLink item={home} onNavigate={onNavigate} />
      <Suspense fallback={null}>
        <RoleNavLinks role={role} place={place} onNavigate={onNavigate} />
      </Suspense>
    </>
  );
}
