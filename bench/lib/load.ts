import autocannon, { type Result } from 'autocannon';
import { cpuMsOf, type Server } from './processes.ts';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

/** BENCH_CONNECTIONS autocannon connections for BENCH_DURATION seconds (100 for 10 s unless set). */
export const envLoadSettings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
};

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  failures: number;
  detail: string;
}

type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };

/** One timed autocannon run, after a short untimed warm-up (JIT, connection pools, caches). */
export async function measure(
  name: string,
  url: string,
  settings: LoadSettings,
  request: Request & { next?: () => Request } = {},
  /** Runs between the warm-up and the timed run (e.g. to read a process's CPU time). */
  beforeTimed: () => void = () => {},
): Promise<Measurement> {
  const { next, ...fixed } = request;
  const options = {
    url,
    ...fixed,
    timeout: 10,
    requests: next ? [{ ...fixed, setupRequest: (base: Request) => ({ ...base, ...next() }) }] : undefined,
  };
  await autocannon({ ...options, connections: Math.min(10, settings.connections), duration: 2 });
  beforeTimed();
  const result: Result = await autocannon({
    ...options,
    connections: settings.connections,
    duration: settings.durationSeconds,
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result['2xx'] + result.non2xx,
    failures,
    detail: `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  };
}

/**
 * A timed run of exactly `amount` requests at `connections` (after `warmUp` requests at 10 connections),
 * for work that is used up: each request must be a different scan, so a run by duration could run out.
 */
export async function measureAmount(
  name: string,
  url: string,
  options: { connections: number; amount: number; warmUp: number },
  next: () => Request,
  fixed: Request = {},
  /** Runs between the warm-up and the timed run (e.g. to read a process's CPU time). */
  beforeTimed: () => void | Promise<void> = () => {},
): Promise<Measurement & { seconds: number }> {
  const base = {
    url,
    ...fixed,
    timeout: 10,
    requests: [{ ...fixed, setupRequest: (request: Request) => ({ ...request, ...next() }) }],
  };
  if (options.warmUp > 0) await autocannon({ ...base, connections: 10, amount: options.warmUp });
  await beforeTimed();
  const started = performance.now();
  const result: Result = await autocannon({
    ...base,
    connections: options.connections,
    amount: options.amount,
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    name,
    requestsPerSecond: (result['2xx'] + result.non2xx) / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result['2xx'] + result.non2xx,
    failures: result.errors + result.timeouts + result.non2xx,
    detail: `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    seconds,
  };
}

/** `measure` against one server process, with the CPU time it spent per request in the timed run (µs). */
export async function measureServer(
  server: Server,
  ...[name, url, settings, request]: Parameters<typeof measure>
): Promise<{ run: Measurement; cpuPerRequestUs: number }> {
  let before = 0;
  const run = await measure(name, url, settings, request, () => {
    before = cpuMsOf(server);
  });
  return { run, cpuPerRequestUs: ((cpuMsOf(server) - before) * 1000) / Math.max(1, run.total) };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The median of several runs of one endpoint (each figure on its own); failures and requests add up. */
export function medianOf(runs: Measurement[]): Measurement {
  const [first] = runs;
  if (!first) throw new Error('no runs to summarise');
  const failures = runs.reduce((sum, run) => sum + run.failures, 0);
  return {
    name: first.name,
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    total: runs.reduce((sum, run) => sum + run.total, 0),
    failures,
    detail: runs.map((run) => run.detail).join('; '),
  };
}

/** `measure` several times in a row and keep the medians: one busy moment on a shared machine cannot decide. */
export async function measureMedian(
  rounds: number,
  ...args: Parameters<typeof measure>
): Promise<{ median: Measurement; runs: Measurement[] }> {
  const runs: Measurement[] = [];
  for (let round = 0; round < rounds; round += 1) runs.push(await measure(...args));
  return { median: medianOf(runs), runs };
}
