// `npm test`: every check, in order, stopping at the first failure.
import { execSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['features import each other only through public entries', 'node scripts/check-feature-imports.mjs'],
  ['API folders depend one way, in no loop', 'node scripts/check-api-imports.mjs'],
  ['shared words and functions load no schema', 'node scripts/check-shared-layout.mjs'],
  ['API document (Spectral spectral:oas)', 'npm run lint:api'],
  ['typed API client matches the document', 'npm run api-client:check'],
  ['unit and integration', 'npx vitest run'],
  ['build', 'npm run build'],
  ['bundle budget', 'npm run budget'],
  ['daisyUI components have CSS', 'node scripts/check-daisyui-css.mjs'],
  ['production React build', 'node scripts/check-react-build.mjs'],
  ['prerendered pages', 'node scripts/check-prerendered.mjs'],
  ['end-to-end', 'node scripts/e2e.mjs'],
];
// The end-to-end step runs on the build the build step made (built once, and the one the checks read).
const webBuild = 'apps/web/dist';

for (const [name, command] of steps) {
  const started = Date.now();
  console.info(`\n▶ ${name}: ${command}`);
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, E2E_WEB_DIST: webBuild } });
  } catch {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
  console.info(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.info('\nAll checks passed.');
