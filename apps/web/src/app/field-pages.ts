import type { LandingPage } from './landing-pages';

/**
 * The field screens a rider or hub operator opens first, often with no network, and the translation
 * namespaces their routes load (staff-routes.tsx). index.html preloads a screen's translations for the
 * phone's language with the shell (vite-route-preload.ts); the server names its code
 * (apps/api/src/plugins/route-preloads.ts).
 */
// 'field': the words of a field screen's queue bar.
export const riderNamespaces = [
  'riders',
  'deliveries',
  'tracking',
  'parcels',
  'validation',
  'areas',
  'field',
];
export const hubNamespaces = ['network', 'scanner', 'validation', 'field'];
export const ledgerNamespaces = ['ledger'];
export const cashInHandNamespaces = [...ledgerNamespaces, 'field'];

/** The pages' own code is left to the server's preloads: only their translations are listed here. */
export const fieldPages: Omit<LandingPage, 'module'>[] = [
  { path: '/assigned-parcels', namespaces: riderNamespaces },
  { path: '/cash-in-hand', namespaces: cashInHandNamespaces },
  { path: '/hub/cash', namespaces: ledgerNamespaces },
  { path: '/hub', prefix: true, namespaces: hubNamespaces },
];

/** Whether an address is a field screen's (the router's match: `/hub` covers every hub screen). */
export const isFieldPage = (pathname: string): boolean =>
  fieldPages.some((page) => (page.prefix ? pathname.startsWith(page.path) : pathname === page.path));
