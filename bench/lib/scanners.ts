import http from 'node:http';

/**
 * People with scanners: each scanner keeps its own connection and scans at a steady pace, whatever
 * the others do. autocannon's `overallRate` refills every connection's allowance on one shared
 * second tick, so its "paced" run fires all the connections in the same millisecond once a second:
 * a burst no hub floor produces. Here each scanner starts at its own moment of the period
 * (`independent`), or all start together (`together`, the worst case, kept for comparison).
 */
export interface ScannerRunOptions {
  url: string;
  scanners: number;
  /** Scans a second per scanner. */
  perSecond: number;
  /** Scans in the timed run, over all scanners. */
  amount: number;
  headers: Record<string, string>;
  body: (scanNumber: number, scanner: number) => string;
  phase: 'independent' | 'together';
}

export interface ScannerRun {
  total: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
  seconds: number;
  requestsPerSecond: number;
  detail: string;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;

function post(agent: http.Agent, url: URL, headers: Record<string, string>, body: string) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

const sleepUntil = (at: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

export async function runScanners(options: ScannerRunOptions): Promise<ScannerRun> {
  const url = new URL(options.url);
  const period = 1000 / options.perSecond;
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let issued = 0;
  const started = performance.now() + 50;
  await Promise.all(
    Array.from({ length: options.scanners }, async (_, scanner) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const phase = options.phase === 'together' ? 0 : Math.random() * period;
      try {
        for (let beat = 0; issued < options.amount; beat += 1) {
          const scheduled = started + phase + beat * period;
          await sleepUntil(scheduled);
          if (issued >= options.amount) break;
          issued += 1;
          const scanNumber = issued;
          // A scanner still waiting for its last answer at its next beat counts that wait too.
          const sentAt = performance.now();
          const from = sentAt - scheduled > period / 2 ? scheduled : sentAt;
          try {
            const status = await post(agent, url, options.headers, options.body(scanNumber, scanner));
            latencies.push(performance.now() - from);
            if (status < 200 || status >= 300) {
              failures.set(`HTTP ${status}`, (failures.get(`HTTP ${status}`) ?? 0) + 1);
            }
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            failures.set(reason, (failures.get(reason) ?? 0) + 1);
          }
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    total: sorted.length,
    failures: failed,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    seconds,
    requestsPerSecond: sorted.length / seconds,
    detail: failed === 0 ? 'none' : [...failures].map(([reason, count]) => `${reason} × ${count}`).join(', '),
  };
}
