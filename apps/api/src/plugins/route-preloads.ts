import fs from 'node:fs';
import path from 'node:path';

/**
 * The field screens (the rider's run, cash in hand, the hub's screens) open on cheap phones over slow
 * data. The shell's code learns of a staff page only after it has run (the staff routes arrive on
 * their first visit, apps/web/src/app/router.tsx), then asks for the page's code: two round trips
 * and two downloads one after the other. Served for one of these addresses, the shell names that
 * code at once (`<link rel="modulepreload">`), so it downloads beside the shell's own. The shell's
 * own code is named first: index.html's loader script asks for it only once the stylesheet has
 * arrived (a script after a stylesheet waits for it), and on slow 3G the entry (104 KB) was then
 * asked for 2.4 s into the visit, behind the page's thirty small chunks. The table names route
 * modules as the web build's manifest does; a name the build no longer has only loses the head
 * start (nothing else reads these links).
 */
const fieldScreens: Record<string, string> = {
  '/assigned-parcels': 'src/app/routes/assigned-parcels.tsx',
  '/cash-in-hand': 'src/app/routes/cash-in-hand.tsx',
  '/hub': 'src/app/routes/hub-scan.tsx',
  '/hub/bags': 'src/app/routes/hub-bags.tsx',
  '/hub/trips': 'src/app/routes/hub-trips.tsx',
  '/hub/runs': 'src/app/routes/hub-runs.tsx',
  '/hub/cash': 'src/app/routes/hub-cash.tsx',
};
const staffRoutesModule = 'src/app/staff-routes.tsx';

/**
 * Other pages opened first from a link (a shared parcel address, a shop's bookmark), each measured in
 * `npm run bench` (bench/first-visit.ts): their route modules, nested layouts first, and whether they are
 * staff pages (their routes arrive with the staff routes). `:trackingId` stands for any one segment.
 */
const firstVisitPages: Record<string, { modules: string[]; staff: boolean }> = {
  '/admin/parcels/:trackingId': {
    modules: ['src/app/routes/admin-layout.tsx', 'src/app/routes/admin-parcel.tsx'],
    staff: true,
  },
  '/dashboard': { modules: ['src/app/routes/merchant-dashboard.tsx'], staff: false },
  '/my-parcel': { modules: ['src/app/routes/my-parcel.tsx'], staff: false },
  '/my-parcel/:trackingId': { modules: ['src/app/routes/shop-parcel.tsx'], staff: false },
};

/** The key an address's preloads are kept under: the address, or its pattern in `firstVisitPages`. */
export function preloadKey(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (/^\/admin\/parcels\/[^/]+$/.test(trimmed)) return '/admin/parcels/:trackingId';
  return /^\/my-parcel\/[^/]+$/.test(trimmed) ? '/my-parcel/:trackingId' : trimmed;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** `key`'s chunk and every chunk it imports statically, as files. */
function chunkFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/**
 * The `<link rel="modulepreload">` tags for each field screen's address: the shell's code (its entry
 * first), then the staff routes and its route's code. Empty when the build wrote no manifest.
 * The route's code asks at low priority: over HTTP/1.1 the browser has six connections, and the
 * page's twenty-odd chunks held the session and then the page's first data (index.html's early
 * requests, each needed before anything is drawn) in the queue: on the throttled phone My Parcels'
 * session answered at 4.5 s, and at 1.7 s with these low.
 */
export function fieldScreenPreloads(webDist: string): Map<string, string> {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const preloads = new Map<string, string>();
  if (!fs.existsSync(manifestFile)) return preloads;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const shellFiles = chunkFiles(manifest, 'index.html');
  const pages = [
    ...Object.entries(fieldScreens).map(
      ([key, module]) => [key, { modules: [module], staff: true }] as const,
    ),
    ...Object.entries(firstVisitPages),
  ];
  for (const [key, { modules, staff }] of pages) {
    if (!modules.every((module) => manifest[module])) continue;
    const files = new Set(shellFiles);
    if (staff) chunkFiles(manifest, staffRoutesModule, files);
    for (const module of modules) chunkFiles(manifest, module, files);
    const tags = [...files]
      .filter((file) => file.endsWith('.js'))
      .map((file) =>
        shellFiles.has(file)
          ? `<link rel="modulepreload" href="/${file}" />`
          : `<link rel="modulepreload" href="/${file}" fetchpriority="low" />`,
      );
    preloads.set(key, tags.join(''));
  }
  return preloads;
}
