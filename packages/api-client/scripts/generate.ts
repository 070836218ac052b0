// Generates src/schema.ts from the live API document (built in-process, no server): `--check` fails
// instead of writing when the committed types differ, so the document and the client cannot drift.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const output = path.resolve(here, '../src/schema.ts');
const check = process.argv.includes('--check');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-api-client-'));
// API_DOCUMENT names a document already built from this code (`npm test` builds it once for two checks).
const given = process.env.API_DOCUMENT;
const documentPath = given || path.join(dir, 'openapi.json');
try {
  if (!given) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/openapi-document.ts', documentPath], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const document = JSON.parse(fs.readFileSync(documentPath, 'utf8'));
  // The server URL is whatever this build was configured with: the client takes its own base URL.
  delete document.servers;
  const types = astToString(await openapiTS(document, { alphabetize: true }));
  const banner =
    '// Generated from the Desh Courier API document by `npm run api-client:generate`. Do not edit.\n\n';
  const text = `${banner}${types}`;
  if (check) {
    const current = fs.existsSync(output) ? fs.readFileSync(output, 'utf8') : '';
    if (current !== text) {
      console.error(
        'packages/api-client/src/schema.ts is out of date with the API document: run `npm run api-client:generate` and commit it.',
      );
      process.exitCode = 1;
    } else {
      console.info('The typed client matches the API document.');
    }
  } else {
    fs.writeFileSync(output, text);
    console.info(`Wrote ${path.relative(root, output)}`);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
