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
  /**
   * Data the page asks for with what the first answers said (a hub screen's work, by the hub's id),
   * from those answers by address; an address it cannot name yet is left to the app.
   */
  more?: (answers: Record<string, unknown>) => string[];
}

/**
 * A hub screen's data for the hub it works at, when the person has one hub: with several, the hub is
 * the one last chosen on the phone (localStorage, use-current-hub.ts), which the server cannot know.
 */
const ofTheOneHub =
  (...parts: string[]) =>
  (answers: Record<string, unknown>): string[] => {
    const hubs = answers['/api/network/my-hubs'];
    if (!Array.isArray(hubs) || hubs.length !== 1) return [];
    const id = encodeURIComponent(String((hubs[0] as { id?: unknown }).id));
    return parts.map((part) => `/api/network/hubs/${id}/${part}`);
  };

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
  // The hub's runs: its hubs, then the one hub's work and riders.
  {
    pattern: /^\/hub\/runs$/,
    roles: ['hub', 'admin'],
    data: () => ['/api/network/my-hubs'],
    more: ofTheOneHub('work', 'riders-today'),
  },
  // Head office's page for one parcel: its story (an unknown parcel is not drawn: the app says so).
  {
    pattern: /^\/admin\/parcels\/(DSH-\d{13,})$/,
    roles: ['admin'],
    data: ([, id]) => [`/api/admin/parcels/${id}/story`],
  },
];

/** The page at `pathname` the server draws, with whom it is for and its first data; else undefined. */
export function firstScreenOf(
  pathname: string,
): { roles: Role[] | 'any'; data: string[]; more?: FirstScreenPage['more'] } | undefined {
  for (const page of firstScreenPages) {
    const match = page.pattern.exec(pathname);
    if (match) return { roles: page.roles, data: page.data(match), more: page.more };
  }
  return undefined;
}
