// `npm run budget` (part of `npm test`, after the build): fails when what a visitor downloads to see
// `/` grows past its budget, or when the bundle stops running on React itself.
//   JavaScript (gzip): the entry chunk, the home route's chunk, and every chunk either imports statically.
//   CSS (gzip): the stylesheets those chunks bring.
//   Runtime: react-dom is in the bundle and Preact is not (docs/decisions/004-react-runtime-and-prerendering.md).
//   Schema library: the screens a phone opens in a hurry (the rider's run, the hub's scan station, public
//   tracking) start without zod; its own start was the largest part of the run's on a slowed phone
//   (bench/RESULTS-archive.md). Their forms load it when they are opened.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// 151 KB since 2026-12-07: the landing stood 21 bytes under 150 KB, and the route table and error wording every
// page shares grew by about 90 bytes with issue 59 (the payments page's namespaces, a payout hold's end in a
// refusal). The growth is the shell's own, not a library; the next thing added to the landing splits instead.
const jsBudgetKb = Number(process.env.HOME_JS_BUDGET_KB ?? 151);
const cssBudgetKb = Number(process.env.HOME_CSS_BUDGET_KB ?? 25);
const dist = process.env.WEB_DIST_DIR ?? 'apps/web/dist';
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const packages = JSON.parse(fs.readFileSync(path.join(dist, '.vite/packages.json'), 'utf8'));

/** Adds a chunk's file, its stylesheets and every chunk it imports statically to `into`. */
function collect(key, into) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, into);
  return into;
}

/** The manifest key of a lazy route's chunk (`src/app/routes/<route>.tsx`). */
function routeKey(route) {
  const key = Object.keys(manifest).find((name) => name.endsWith(`src/app/routes/${route}.tsx`));
  if (!key) throw new Error(`The ${route} route chunk is missing from the manifest.`);
  return key;
}

const files = collect(routeKey('home'), collect('index.html', new Set()));

const problems = [];
for (const [kind, extension, budgetKb] of [
  ['JavaScript', '.js', jsBudgetKb],
  ['CSS', '.css', cssBudgetKb],
]) {
  let total = 0;
  const rows = [];
  for (const file of files) {
    if (!file.endsWith(extension)) continue;
    const size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    total += size;
    rows.push(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
  }
  console.info(rows.join('\n'));
  console.info(
    `Initial ${kind} for /: ${(total / 1024).toFixed(1)} KB gzip (${total} bytes) (budget ${budgetKb} KB)\n`,
  );
  if (total > budgetKb * 1024)
    problems.push(`${kind} for / is over budget: split it out of the landing page.`);
}

const zodFiles = new Set(packages.zod ?? []);
for (const route of ['assigned-parcels', 'hub-scan', 'track']) {
  const startsWith = collect(routeKey(route), new Set());
  const withZod = [...startsWith].filter((file) => zodFiles.has(file));
  if (withZod.length)
    problems.push(
      `The ${route} screen starts with zod (${withZod.join(', ')}): load its schemas with its forms.`,
    );
}
console.info('Schema library: the run, the scan station and tracking start without zod');

const reactDom = packages['react-dom'] ?? [];
if (!reactDom.some((file) => files.has(file)))
  problems.push('react-dom is not in the initial JavaScript of /.');
for (const name of Object.keys(packages)) {
  if (name === 'preact' || name.startsWith('@preact/')) problems.push(`The bundle contains ${name}.`);
}
console.info(
  `Runtime: react-dom in ${reactDom.join(', ') || 'no chunk'}; Preact ${packages.preact ? 'present' : 'absent'}`,
);

if (problems.length) {
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(1);
}
