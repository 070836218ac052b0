import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The Node flags production starts the API with: those of the `serve` script in package.json (which
 * the Dockerfile's CMD must equal, scripts/check-deploy.mjs), so benchmarks run what production runs.
 */
export function productionNodeFlags(root: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return (manifest.scripts?.serve ?? '').split(/\s+/).filter((word) => word.startsWith('--'));
}

/** Node flags that write a V8 CPU profile of the process into `dir` when it exits; none without a dir. */
export function cpuProfileFlags(dir: string | undefined): string[] {
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

export interface Server {
  url: string;
  child: ChildProcess;
  /** From spawning the process until `readyPath` first answered 200. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Resident memory of a running process in MB: now (VmRSS) and its peak (VmHWM), from /proc. */
export function memoryOf(server: Server): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * Starts the process's peak (VmHWM) again from its current size (Linux: `5` in /proc/PID/clear_refs),
 * so a peak read later is the peak under load, not start-up's (migrations, demo seeding and its scrypt
 * password hashes). Answers the memory before the reset.
 */
export function resetPeakMemory(server: Server): { rssMb: number; peakMb: number } {
  const before = memoryOf(server);
  fs.writeFileSync(`/proc/${server.child.pid}/clear_refs`, '5');
  return before;
}

/** CPU time (user + system) the process has used so far, in ms, from /proc (clock ticks of 10 ms). */
export function cpuMsOf(server: Server): number {
  const fields = fs.readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Starts an entry point as its own Node process and waits until `readyPath` answers 200: built
 * JavaScript (`.js`) as it is, TypeScript through tsx.
 */
export async function startServer(
  entry: string,
  port: number,
  env: Record<string, string>,
  readyPath: string,
  /** Extra Node flags, e.g. `--cpu-prof` to profile the server under load. */
  nodeArgs: string[] = [],
): Promise<Server> {
  const started = performance.now();
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, entry], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${entry} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) return { url, child, stop, readyMs: performance.now() - started };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`${entry} was not ready within two minutes`);
}
