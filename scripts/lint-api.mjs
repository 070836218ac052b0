// `npm run lint:api`: the API document of the built app must pass Spectral's spectral:oas ruleset
// with no errors and no warnings (every operation: operationId, description, a defined tag …).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// API_DOCUMENT names a document already built from this code (`npm test` builds it once for two checks).
const given = process.env.API_DOCUMENT;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-lint-api-'));
const document = given || path.join(dir, 'openapi.json');
try {
  if (!given) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/openapi-document.ts', document], {
      stdio: 'inherit',
    });
  }
  execFileSync(
    'npx',
    ['--no-install', 'spectral', 'lint', document, '--ruleset', '.spectral.yaml', '--fail-severity', 'warn'],
    { stdio: 'inherit' },
  );
} catch {
  process.exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
