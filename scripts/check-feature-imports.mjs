// Fails when one web feature reaches into another feature's internals. A feature may use another
// feature only through its `api/` folder and the hooks and components listed in `shared` below
// (the rule is written in apps/web/src/features/README.md). Helpers that serve several features
// belong in apps/web/src/lib or apps/web/src/components instead. Tests are not scanned: a test may
// borrow whatever it needs.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = join(root, 'apps/web/src/features');

/** Modules (path inside `features/`, without extension) other features may import. */
const shared = new Set([
  'admin/hooks/use-wide-screen',
  'areas/components/district-select',
  'areas/components/upazila-select',
  'areas/hooks/use-area-name',
  'areas/hooks/use-area-reset',
  'areas/hooks/use-district-name',
  'auth/hooks/use-auth',
  'deliveries/components/confirm-return-button',
  'ledger/components/handover-card',
  'delivery-admin/components/photo-button',
  'parcels/components/label-print-style',
  'parcels/components/shipping-label',
  'payout-account/components/merchant-account-summary',
  'receivers/components/address-warning',
  'receivers/components/receiver-record-badge',
  'stores/components/store-picker',
  'tracking/components/live-indicator',
  'tracking/hooks/use-parcel-stream',
]);

/** Whether a module of feature `from` may import `target` (a path inside `features/`). */
function allowed(from, target) {
  const [feature, folder] = target.split('/');
  if (feature === from) return true;
  return folder === 'api' || shared.has(target.replace(/\.(tsx?|m?js)$/, ''));
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

// `import … from`, `export … from`, side-effect `import '…'` and `import('…')`.
const specifier = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

const problems = [];
for (const file of sourceFiles(featuresDir)) {
  const from = relative(featuresDir, file).split(sep)[0];
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(specifier)) {
      const target = relative(featuresDir, resolve(dirname(file), match[1]))
        .split(sep)
        .join('/');
      if (target.startsWith('..')) continue; // lib/, components/, config/: open to every feature
      if (!allowed(from, target)) {
        problems.push(`${relative(root, file)}:${index + 1}: ${from} imports ${target}`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(
    `A feature imports another feature's internals (use its api/ folder, a hook or component listed in
scripts/check-feature-imports.mjs, or move the helper to apps/web/src/lib or components/):`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.info('Feature imports: every cross-feature import goes through a public entry.');
