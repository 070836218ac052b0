import { paths } from '../config/paths';
import type { LandingPage } from './landing-pages';

/**
 * The shop's pages a merchant opens first from a bookmark or a link, and the translation namespaces their
 * routes load (router.tsx). index.html preloads a page's translations for the phone's language with the
 * shell (vite-route-preload.ts), as it does a field screen's: the page renders only once they have
 * arrived, and the router would ask for them only after the shell's code has run (on the throttled
 * phone, 1.2 s after My Parcels' own data had arrived). The server names their code
 * (apps/api/src/plugins/route-preloads.ts).
 */
// My Parcels' list needs only these; its SMS form brings 'validation' when it arrives.
export const myParcelsNamespaces = ['parcels', 'tracking', 'deliveries'];
// The shop's page for one parcel: its custody chain reads the parcel desk's scan words.
export const shopParcelNamespaces = ['parcels', 'tracking', 'parcel-desk', 'validation', 'areas'];
export const merchantDashboardNamespaces = ['parcels'];

export const shopPages: Omit<LandingPage, 'module'>[] = [
  { path: paths.myParcels, namespaces: myParcelsNamespaces },
  // A parcel's page: /my-parcel/<tracking ID>.
  { path: `${paths.myParcels}/`, prefix: true, namespaces: shopParcelNamespaces },
  { path: paths.merchantDashboard, namespaces: merchantDashboardNamespaces },
];
