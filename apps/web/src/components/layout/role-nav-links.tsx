import type { Role } from '@desh/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { type NavItem, NavItemLink } from './nav-links';

interface NavGroup {
  label: string;
  items: NavItem[];
}
type NavEntry = NavItem | NavGroup;

/** The spec's links for each role, in the spec's order (SPEC section 2), before anything of ours. */
const specLinks: Record<Role, NavItem[]> = {
  customer: [
    { to: paths.bookParcel, label: 'nav.bookParcel' },
    { to: paths.myParcels, label: 'nav.myParcels' },
    { to: paths.beARider, label: 'nav.beARider' },
  ],
  rider: [{ to: paths.assignedParcels, label: 'nav.assignedParcels' }],
  hub: [],
  admin: [{ to: paths.admin, label: 'nav.dashboard' }],
};

/** Where the rest of each role's work is. */
const moreLinks: Record<Role, NavEntry[]> = {
  customer: [
    { to: paths.merchantDashboard, label: 'nav.merchantDashboard' },
    { to: paths.payments, label: 'nav.payments' },
    {
      label: 'nav.business',
      items: [
        { to: paths.bulkBooking, label: 'nav.bulkBooking' },
        { to: paths.stores, label: 'nav.stores' },
        { to: paths.apiKeys, label: 'nav.apiKeys' },
        { to: paths.webhooks, label: 'nav.webhooks' },
      ],
    },
  ],
  rider: [{ to: paths.cashInHand, label: 'nav.cashInHand' }],
  hub: [
    { to: paths.hubScan, label: 'nav.hubScan' },
    { to: paths.hubBags, label: 'nav.hubBags' },
    { to: paths.hubTrips, label: 'nav.hubTrips' },
    { to: paths.hubRuns, label: 'nav.hubRuns' },
    { to: paths.hubCash, label: 'nav.hubCash' },
  ],
  admin: [
    {
      label: 'nav.adminArea',
      items: [
        { to: paths.adminPendingParcels, label: 'nav.pendingParcels' },
        { to: paths.adminPendingRiders, label: 'nav.pendingRiders' },
        { to: paths.adminDeliveries, label: 'nav.deliveries' },
        { to: paths.adminCashHandovers, label: 'nav.cashHandovers' },
        { to: paths.adminMerchants, label: 'nav.merchants' },
        { to: paths.adminNetwork, label: 'nav.network' },
        { to: paths.adminHubs, label: 'nav.hubs' },
        { to: paths.adminUsers, label: 'nav.users' },
      ],
    },
  ],
};

const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** On the bar, a group opens below its name and closes on a choice, a click elsewhere or Escape. */
function BarGroup({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => details.current?.removeAttribute('open'), []);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.current?.open) {
        close();
        details.current.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [close]);
  const active = group.items.some((item) => pathname.startsWith(item.to));
  return (
    <li>
      <details ref={details}>
        <summary className={active ? 'menu-active font-semibold' : ''}>{t(group.label)}</summary>
        <ul className="z-50 w-56 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
          {group.items.map((item) => (
            <NavItemLink key={item.to} item={item} onNavigate={close} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** In the drawer a group is a heading over its links, always open. */
function DrawerGroup({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <h2 className="menu-title">{t(group.label)}</h2>
      <ul>
        {group.items.map((item) => (
          <NavItemLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/** A signed-in role's links after Home: the spec's in the spec's order (SPEC section 2), then the rest. */
export function RoleNavLinks({
  role,
  place,
  onNavigate,
}: {
  role: Role;
  place: 'bar' | 'drawer';
  onNavigate?: (() => void) | undefined;
}) {
  return [...specLinks[role], ...moreLinks[role]].map((entry) => {
    if (!isGroup(entry)) return <NavItemLink key={entry.to} item={entry} onNavigate={onNavigate} />;
    return place === 'bar' ? (
      <BarGroup key={entry.label} group={entry} />
    ) : (
      <DrawerGroup key={entry.label} group={entry} onNavigate={onNavigate} />
    );
  });
}
