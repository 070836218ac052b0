import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { untilRecorded } from '../../lib/until-recorded.ts';
import { deliver } from './delivery.ts';
import { signatureHeaders } from './signing.ts';
import {
  type ClaimedMessage,
  claimDueMessages,
  finishAttempt,
  webhookChannel,
} from './webhooks.repository.ts';

/**
 * Waits after the 1st, 2nd … failed attempt: 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 10 h, 10 h,
 * about 28 hours in all (11 attempts) before a message is given up.
 */
export const defaultRetryDelaysMs = [5, 30, 120, 600, 1800, 3600, 7200, 14_400, 36_000, 36_000].map(
  (seconds) => seconds * 1000,
);

export interface WebhookWorkerOptions {
  database: Database;
  log: FastifyBaseLogger;
  allowPrivateTargets: boolean;
  allowedAddresses?: ReadonlySet<string>;
  retryDelaysMs?: readonly number[];
  /** How often due retries are looked for when nothing wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  timeoutMs?: number;
}

export interface WebhookWorker {
  /** Looks for due messages now (also run on NOTIFY and every pollMs). */
  kick(): void;
  stop(): Promise<void>;
}

/** How long a delivery's outcome is written again while the database is away. */
const recordWithinMs = 45_000;

/** ±10 % so endpoints that failed together do not all retry in the same second. */
function jittered(ms: number): number {
  return Math.round(ms * (0.9 + Math.random() * 0.2));
}

export async function startWebhookWorker(options: WebhookWorkerOptions): Promise<WebhookWorker> {
  const { database, log } = options;
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const batchSize = options.batchSize ?? 20;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function send(message: ClaimedMessage, recordBy: number): Promise<void> {
    const body = JSON.stringify(message.payload);
    const headers = signatureHeaders(message.secret, message.messageId, body);
    const result = await deliver(message.url, { ...headers }, body, {
      allowPrivate: options.allowPrivateTargets,
      allowedAddresses: options.allowedAddresses,
      timeoutMs,
    });
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const delay = delays[message.attemptCount];
    const outcome = ok
      ? ({ kind: 'delivered' } as const)
      : delay === undefined
        ? ({ kind: 'failed' } as const)
        : ({ kind: 'retry', at: new Date(Date.now() + jittered(delay)) } as const);
    // Recorded until the database takes it (through a failover too), before the lease ends: a delivery
    // recorded late would otherwise be claimed and sent a second time.
    await untilRecorded(() => finishAttempt(database.db, message.id, result, outcome), {
      deadline: recordBy,
      onRetry: (error, attempt) =>
        log.warn({ err: error, attempt, message: message.messageId }, 'webhook outcome not recorded yet'),
    });
    if (outcome.kind === 'failed') log.warn({ message: message.messageId }, 'webhook given up after retries');
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      // Lease: long enough for every send of a batch to time out, and for its outcome to be recorded
      // through a database failover (writes are back within 30 s).
      const leaseMs = timeoutMs + recordWithinMs + 5_000;
      const claimedAt = Date.now();
      const claimed = await claimDueMessages(database.db, batchSize, leaseMs);
      await Promise.all(claimed.map((message) => send(message, claimedAt + leaseMs - 5_000)));
      if (claimed.length === batchSize) again = true;
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'webhook worker failed'))
      .finally(() => {
        running = undefined;
      });
  }

  const unlisten = await database.listen(webhookChannel, () => kick());
  const timer = setInterval(kick, options.pollMs ?? 2000);
  timer.unref();
  kick();

  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await running;
    },
  };
}
