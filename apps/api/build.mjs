// Builds the API for production: apps/api/dist/server.js (and the role CLI), plain JavaScript that
// Node runs without a TypeScript loader. packages/shared is compiled into the bundle; every npm
// dependency stays an import from node_modules. Paths the server reads at run time (the migrations in
// apps/api/drizzle, the web build in apps/web/dist) resolve from dist/ as they do from src/.
// Usage: node apps/api/build.mjs (npm run build runs it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiDir, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const shared = JSON.parse(fs.readFileSync(path.join(apiDir, '../../packages/shared/package.json'), 'utf8'));
const started = performance.now();

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/server.ts', 'src/cli/set-user-role.ts'],
  outdir,
  outbase: 'src',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  // npm packages load from node_modules as they are (@desh/shared's too: zod, the border data);
  // only our own code (and @desh/shared) is bundled.
  external: [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(shared.dependencies ?? {})],
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.info(
  `apps/api/dist: ${Object.keys(result.metafile.inputs).length} sources, ${(bytes / 1024).toFixed(0)} KB of JavaScript in ${(performance.now() - started).toFixed(0)} ms`,
);
