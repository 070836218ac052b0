import type { Database } from '../../db/client.ts';
import { untilRecorded } from '../../lib/until-recorded.ts';
import { claimDueSms, markSmsFailed, markSmsSent, smsChannel } from './sms.repository.ts';
import { fillSite } from './sms-templates.ts';
import type { SmsTransport } from './sms-transport.ts';

export interface SmsWorkerOptions {
  /** How often to look for due messages when nobody wakes the worker. */
  pollMs: number;
  batchSize: number;
  /** How long a claimed message stays this process's; longer than a send can take. */
  leaseMs: number;
  /** First retry delay; doubled on every failed attempt up to maxBackoffMs. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** Attempts before a message is given up on (status `failed`). */
  maxAttempts: number;
  /**
   * How long a wake-up waits before claiming, so that the messages of the commits meanwhile go out in
   * one claim: every process hears every NOTIFY, and on a busy day a claim per commit per process
   * cost more statements than the messages themselves.
   */
  wakeDelayMs: number;
}

export const defaultSmsWorkerOptions: SmsWorkerOptions = {
  pollMs: 2_000,
  batchSize: 20,
  leaseMs: 60_000,
  baseBackoffMs: 5_000,
  maxBackoffMs: 30 * 60_000,
  maxAttempts: 12,
  wakeDelayMs: 50,
};

/** Time kept back from a lease for the last write of what was sent. */
const leaseMarginMs = 5_000;

type Log = { warn(object: object, message: string): void; error(object: object, message: string): void };

export interface SmsWorker {
  /** Runs one pass now (tests); answers how many messages were handled. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function backoffMs(
  attempts: number,
  options: Pick<SmsWorkerOptions, 'baseBackoffMs' | 'maxBackoffMs'>,
) {
  return Math.min(options.maxBackoffMs, options.baseBackoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends what the outbox holds. Any number of processes may run one: each claims rows under SKIP LOCKED
 * with a lease, sends them, and records the result; a failure is retried with exponential backoff.
 * A NOTIFY on commit wakes it at once; the poll catches retries that come due and missed wake-ups.
 */
export async function startSmsWorker(
  database: Database,
  transport: SmsTransport,
  publicUrl: string,
  log: Log,
  overrides: Partial<SmsWorkerOptions> = {},
): Promise<SmsWorker> {
  const options = { ...defaultSmsWorkerOptions, ...overrides };
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;

  type Claimed = Awaited<ReturnType<typeof claimDueSms>>[number];

  /** Sends one message; the database is not touched here, so an outage cannot undo a send. */
  async function sendOne(row: Claimed): Promise<{ row: Claimed; error?: string }> {
    try {
      await transport.send({
        to: row.to_phone,
        body: fillSite(row.body, publicUrl),
        secret: row.secret,
        id: row.id,
      });
      return { row };
    } catch (error) {
      return { row, error: error instanceof Error ? error.message : String(error) };
    }
  }

  async function pass(): Promise<number> {
    let handled = 0;
    for (;;) {
      const claimedAt = Date.now();
      const rows = await claimDueSms(database.db, options.batchSize, options.leaseMs);
      if (rows.length === 0) return handled;
      const outcomes = await Promise.all(rows.map(sendOne));
      // What went out is recorded until the database takes it (through a failover too), before the
      // lease ends: a message marked late would otherwise be claimed and sent a second time.
      const recordBy = { deadline: claimedAt + options.leaseMs - leaseMarginMs, onRetry };
      await untilRecorded(
        () =>
          markSmsSent(
            database.db,
            outcomes.filter((outcome) => outcome.error === undefined).map((outcome) => outcome.row.id),
          ),
        recordBy,
      );
      for (const { row, error } of outcomes) {
        if (error === undefined) continue;
        const giveUp = row.attempts >= options.maxAttempts;
        log.warn({ smsId: row.id, attempts: row.attempts, giveUp, err: error }, 'sms not sent');
        // Not recorded in time, the lease runs out and the message is tried again: nothing is lost.
        await untilRecorded(
          () => markSmsFailed(database.db, row.id, error, backoffMs(row.attempts, options), giveUp),
          recordBy,
        ).catch((failure: unknown) => log.warn({ smsId: row.id, err: failure }, 'sms failure not recorded'));
      }
      handled += rows.length;
      // A short batch took all that was due; a message queued since then wakes the worker again.
      if (stopped || rows.length < options.batchSize) return handled;
    }
  }

  function onRetry(error: unknown, attempt: number) {
    log.warn({ err: error, attempt }, 'sms outcome not recorded yet: the database is away, trying again');
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error) => {
        log.error({ err: error }, 'sms worker pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, options.pollMs);
    timer.unref();
  }

  function wake() {
    if (stopped || wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      void runOnce();
    }, options.wakeDelayMs);
  }

  const unlisten = await database.listen(smsChannel, wake);
  schedule();
  void runOnce();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(wakeTimer);
      await unlisten();
      await running;
    },
  };
}
