import type { Role } from '@desh/shared';

/**
 * The signed-in pages whose first screen the server draws into the page it answers (the API's
 * plugins/first-screen.ts, with `drawFirstScreen` from src/prerender.tsx), and the first data each one
 * asks for: the same addresses the page's own queries ask for, so the answers the server puts in the
 * page are handed to those queries (lib/early-requests.ts). `roles`: whom the page is for ('any':
 * anyone signed in); anyone else gets the plain shell.
 */
export interface FirstScreenPage {
  pattern: RegExp;
  roles: Role[] | 'any';
  /** The page's first data, from the address's match. */
  data: (match: RegExpExecArray) => string[];
}

export const sessionAddress = '/api/auth/get-session';

export const firstScreenPages: FirstScreenPage[] = [
  { pattern: /^\/dashboard$/, roles: 'any', data: () => ['/api/parcels/dashboard'] },
  { pattern: /^\/my-parcel$/, roles: 'any', data: () => ['/api/parcels?page=1&limit=20'] },
  {
    pattern: /^\/my-parcel\/(DSH-\d{13,})$/,
    roles: 'any',
    data: ([, id]) => [`/api/parcels/${id}/page`],
  },
  // The rider's run. Offline the address opens the service worker's shell, whose start script draws the
  // copy the phone kept (run-snapshot.ts): the server's copy is the online one only.
  { pattern: /^\/assigned-parcels$/, roles: ['rider'], data: () => ['/api/deliveries/run'] },
  // The hub's scan station: its hubs (the station's bags and problems are asked by the hub's id, known
  // from this answer, so the app asks for them itself). Its scan field carries a label scanned on the copy.
  { pattern: /^\/hub$/, roles: ['hub', 'admin'], data: () => ['/api/network/my-hubs'] },
];

/** The page at `pathname` the server draws, with whom it is for and its first data; else undefined. */
export function firstScreenOf(pathname: string): { roles: Role[] | 'any'; data: string[] } | undefined {
  for (const page of firstScreenPages) {
    const match = page.pattern.exec(pathname);
    if (match) return { roles: page.roles, data: page.data(match) };
  }
  return undefined;
}
