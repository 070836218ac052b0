import path from 'node:path';
import { envLoadSettings, measure } from './load.ts';
import { freePort, startServer } from './processes.ts';

/**
 * Bare Fastify's `GET /hello` on 2 AMD EPYC cores (2026-11-23, bench/RESULTS.md "Every endpoint",
 * autocannon with 100 connections for 10 s), the kind of machine that recorded the whole national day:
 * the yardstick a timing from another machine is read against.
 */
export const recordingMachineHelloPerSecond = 62_304;

/**
 * How fast this machine is now: bare Fastify's requests a second under autocannon (100 connections,
 * 10 s after a 2 s warm-up), the same baseline the API benchmarks compare against. The cores shared by
 * sessions differ by three times and more from one to the next, and a long run on slow ones measures
 * the machine, not the code.
 */
export async function machineSpeed(root: string): Promise<number> {
  const hello = await startServer(path.join(root, 'bench/hello-server.ts'), await freePort(), {}, '/hello');
  try {
    const run = await measure('Baseline: bare Fastify `GET /hello`', `${hello.url}/hello`, {
      ...envLoadSettings,
      connections: 100,
      durationSeconds: 10,
    });
    return run.requestsPerSecond;
  } finally {
    await hello.stop();
  }
}
