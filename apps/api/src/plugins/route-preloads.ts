import fs from 'node:fs';
import path from 'node:path';

/**
 * The field screens (the rider's run, cash in hand, the hub's screens) open on cheap phones over slow
 * data. The shell's code learns of a staff page only after it has run (the staff routes arrive on
 * their first visit, apps/web/src/app/router.tsx), then asks for the page's code: two round trips
 * and two downloads one after the other. Served for one of these addresses, the shell names that
 * code at once (`<link rel="modulepreload">`), so it downloads beside the shell's own. The table
 * names route modules as the web build's manifest does; a name the build no longer has only loses
 * the head start (nothing else reads these links).
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
 * The `<link rel="modulepreload">` tags for each field screen's address: its route's code and the
 * staff routes, less what the shell loads anyway. Empty when the build wrote no manifest.
 */
export function fieldScreenPreloads(webDist: string): Map<string, string> {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const preloads = new Map<string, string>();
  if (!fs.existsSync(manifestFile)) return preloads;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const shellFiles = chunkFiles(manifest, 'index.html');
  for (const [pathname, routeModule] of Object.entries(fieldScreens)) {
    if (!manifest[routeModule]) continue;
    const files = chunkFiles(manifest, routeModule, chunkFiles(manifest, staffRoutesModule));
    const tags = [...files]
      .filter((file) => file.endsWith('.js') && !shellFiles.has(file))
      .map((file) => `<link rel="modulepreload" href="/${file}" />`);
    preloads.set(pathname, tags.join(''));
  }
  return preloads;
}
