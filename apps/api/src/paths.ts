import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api directory: the nearest folder above this code that holds the migrations. Found by
 * looking, not by a fixed number of `..`, because the same code runs from src/ (tests, development)
 * and from the bundle in dist/ (production), at different depths.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('apps/api/drizzle (the migrations) was not found above the server code');
    dir = parent;
  }
}

export const apiRoot = findApiRoot();
/** The SQL migrations (apps/api/drizzle). */
export const migrationsFolder = path.join(apiRoot, 'drizzle');
/** The built web app (apps/web/dist) the server serves when WEB_DIST_DIR is unset. */
export const defaultWebDist = path.resolve(apiRoot, '../web/dist');
