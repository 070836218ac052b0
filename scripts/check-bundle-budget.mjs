// Fails when the JavaScript a visitor downloads to see `/` grows past the budget (gzip bytes).
// Counted: the entry chunk, the home route's chunk, and every chunk either imports statically.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const budgetKb = Number(process.env.HOME_JS_BUDGET_KB ?? 90);
const dist = 'apps/web/dist';
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/home.tsx'));
if (!homeKey) throw new Error('The home route chunk is missing from the manifest.');
collect(homeKey);

let total = 0;
const rows = [];
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
console.info(rows.join('\n'));
console.info(`Initial JavaScript for /: ${(total / 1024).toFixed(1)} KB gzip (budget ${budgetKb} KB)`);
if (total > budgetKb * 1024) {
  console.error('Over budget: split the new code out of the landing page or make it lighter.');
  process.exit(1);
}
