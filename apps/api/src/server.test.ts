import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { accounts } from './db/schema/index.ts';
import { demoAccounts } from './db/seed.ts';
import { freePorts } from './test/local-server.ts';

const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-server-test-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Waits for the server's health answer. The deadline is generous because it is not a speed test: the
 * server compiles its TypeScript, migrates a new embedded database and hashes the demo passwords, and
 * on a CI machine busy with the other test files that once took over a minute (12 s when quiet).
 */
async function waitForHealth(url: string, deadline: number, output: () => string): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy; its output:\n${output()}`);
}

describe('server process', () => {
  it('starts on the embedded database, seeds the demo accounts once and stops cleanly on SIGTERM', async () => {
    const [port] = await freePorts(1);
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 170_000, () => output);
    expect(output).toContain('admin@desh.test / admin123');
    expect(output).toContain('customer@desh.test / customer123');
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ name: 'New Person', email: 'new-person@example.test', password: 'secret123' }),
    });
    expect(signUp.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    // The server's entry hashes with Better Auth's scrypt even under NODE_ENV=test (this child inherits
    // Vitest's): only a test's own app may ask for the fast hash (lib/password-hashing.ts).
    expect(process.env.NODE_ENV).toBe('test');
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    const rows = await database.db.select({ password: accounts.password }).from(accounts);
    await database.close();
    // The demo accounts (seeded on start) and the one signed up through the running app.
    expect(rows.length).toBeGreaterThan(demoAccounts.length);
    for (const row of rows) expect(row.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  }, 200_000);
});
