import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-server-test-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

describe('server process', () => {
  it('starts on the embedded database, seeds the demo accounts once and stops cleanly on SIGTERM', async () => {
    const port = 30000 + Math.floor(Math.random() * 20000);
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
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 60_000);
    expect(output).toContain('admin@desh.test / admin123');
    expect(output).toContain('customer@desh.test / customer123');

    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);
});
