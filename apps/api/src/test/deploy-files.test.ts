import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const script = path.join(root, 'scripts/check-deploy.mjs');

const checkDeploy = (repository: string) =>
  spawnSync(process.execPath, [script, repository], { encoding: 'utf8' });

const files = [
  'apps/api/src/env.ts',
  '.env.example',
  '.dockerignore',
  'Dockerfile',
  'package.json',
  'deploy/compose.yaml',
  'deploy/compose.ha.yaml',
  'deploy/.env.example',
  'deploy/nginx.conf',
];

let copies: string[] = [];
afterEach(() => {
  for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true });
  copies = [];
});

/** The files the check reads, copied so one of them can be broken on purpose. */
function copyOfRepository(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-deploy-'));
  copies.push(copy);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  fs.cpSync(path.join(root, 'apps/api/src/modules'), path.join(copy, 'apps/api/src/modules'), {
    recursive: true,
    filter: (source) => fs.statSync(source).isDirectory() || source.endsWith('.routes.ts'),
  });
  return copy;
}

function edit(copy: string, file: string, change: (text: string) => string): void {
  const target = path.join(copy, file);
  const before = fs.readFileSync(target, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit did not change ${file}`);
  fs.writeFileSync(target, after);
}

describe('deployment files (scripts/check-deploy.mjs)', () => {
  it('are in step with the code', () => {
    const result = checkDeploy(root);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('notice a highly available DATABASE_URL that would not follow the primary', () => {
    const copy = copyOfRepository();
    edit(copy, 'deploy/compose.ha.yaml', (text) => text.replace('target_session_attrs=read-write&', ''));
    const result = checkDeploy(copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('deploy/compose.ha.yaml: api DATABASE_URL must list');
  });

  it('notice a variable env.ts reads that the deployment files do not know', () => {
    const copy = copyOfRepository();
    edit(copy, 'apps/api/src/env.ts', (text) =>
      text.replace('  REDIS_URL:', '  NEW_SETTING: z.string().optional(),\n  REDIS_URL:'),
    );
    const result = checkDeploy(copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('.env.example lacks NEW_SETTING');
    expect(result.stderr).toContain('deploy/compose.yaml (api environment) lacks NEW_SETTING');
  });

  it('notice a misspelt variable, another port, a buffered event stream and a missing restart policy', () => {
    const copy = copyOfRepository();
    edit(copy, 'deploy/compose.yaml', (text) => text.replace('      REDIS_URL:', '      REDIS_URI:'));
    edit(copy, 'deploy/nginx.conf', (text) => text.replace('server api:3000', 'server api:8080'));
    edit(copy, 'deploy/nginx.conf', (text) =>
      text.replace(/(location = \/api\/parcels\/stream \{[^}]*?)proxy_buffering off;/, '$1'),
    );
    edit(copy, 'Dockerfile', (text) => text.replace('apps/api/dist/server.js', 'apps/api/dist/main.js'));
    edit(copy, 'deploy/compose.yaml', (text) =>
      text.replace(
        '    image: desh-courier:latest\n    restart: unless-stopped\n',
        '    image: desh-courier:latest\n',
      ),
    );
    const result = checkDeploy(copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('has REDIS_URI, which env.ts does not read');
    expect(result.stderr).toContain('upstream is not api:3000');
    expect(result.stderr).toContain('"location = /api/parcels/stream" needs proxy_buffering off');
    expect(result.stderr).toContain('Dockerfile CMD');
    expect(result.stderr).toContain('deploy/compose.yaml: api has no restart policy');
  });
});
