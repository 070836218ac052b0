import { type LeanResponse, leanRequest } from './lean-http.ts';

function listUnder<T>(lists: Map<string, T[]>, name: string): T[] {
  let list = lists.get(name);
  if (!list) {
    list = [];
    lists.set(name, list);
  }
  return list;
}

/**
 * Requests made by a benchmark's own driver (not autocannon): each one timed and counted under a name,
 * so a run can report every endpoint's p50 / p99 and its failures.
 */
export class Latencies {
  private readonly samples = new Map<string, number[]>();
  private readonly failures = new Map<string, string[]>();

  record(name: string, ms: number): void {
    listUnder(this.samples, name).push(ms);
  }

  fail(name: string, detail: string): void {
    listUnder(this.failures, name).push(detail);
  }

  get errorCount(): number {
    let total = 0;
    for (const list of this.failures.values()) total += list.length;
    return total;
  }

  /** A few failures of each kind, for the report (never more than `limit` per name). */
  failureSamples(limit = 3): string[] {
    return [...this.failures].flatMap(([name, list]) =>
      list.slice(0, limit).map((detail) => `${name}: ${detail}`),
    );
  }

  rows(): { name: string; count: number; p50: number; p99: number; max: number; errors: number }[] {
    const names = new Set([...this.samples.keys(), ...this.failures.keys()]);
    return [...names].map((name) => {
      const sorted = [...(this.samples.get(name) ?? [])].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return {
        name,
        count: sorted.length,
        p50: at(0.5),
        p99: at(0.99),
        max: sorted.at(-1) ?? 0,
        errors: this.failures.get(name)?.length ?? 0,
      };
    });
  }
}

export interface Call {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** The driver's requests go out on its lean client (lean-http.ts): it shares the cores it measures. */
function send(call: Call): Promise<LeanResponse> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return leanRequest(call.url, call.method ?? 'GET', call.headers ?? {}, body);
}

/**
 * One request, timed under `name`; a status other than `expect` counts as a failure (recorded, and
 * answered as undefined so the driver can go on and report every failure at the end).
 */
export async function timed<T>(
  latencies: Latencies,
  name: string,
  call: Call,
  expect = 200,
): Promise<T | undefined> {
  const started = performance.now();
  try {
    const { status, text } = await send(call);
    latencies.record(name, performance.now() - started);
    if (status !== expect) {
      latencies.fail(name, `${status} ${text.slice(0, 200)}`);
      return undefined;
    }
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    latencies.fail(name, String(error));
    return undefined;
  }
}

/** Runs `work` for every item with at most `concurrency` at once. */
export async function inPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
