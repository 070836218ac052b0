import { AsyncLocalStorage } from 'node:async_hooks';
import { idleTracker } from './idle-tracker.ts';

/**
 * The time a command happens at, when it is not the present: a rider's action the phone sent later
 * (X-Action-Time, set by plugins/action-time.ts around a flagged route's handler), or the demo
 * business's past (db/seed-business.ts runs each command at its hour). The commands read it where they
 * stamp a row (recordParcelEvent and the moves, the booking, the tracking clock, a handover), so no
 * service needs a parameter for it and none changes its signature. From the header only a believable
 * time is kept: at most two minutes ahead of the server's clock (a phone's clock runs a little fast)
 * and at most seven days old (a queue kept longer than a week is not trusted); anything else is the
 * server's time.
 */
export const actionTimeMaxAheadMs = 2 * 60 * 1000;
export const actionTimeMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The header's time when it is ISO 8601 with a zone and within the bounds; otherwise null. */
export function believableActionTime(header: unknown, now = new Date()): Date | null {
  if (typeof header !== 'string' || !isoTime.test(header.trim())) return null;
  const at = new Date(header.trim());
  const time = at.getTime();
  if (Number.isNaN(time)) return null;
  if (time > now.getTime() + actionTimeMaxAheadMs) return null;
  if (time < now.getTime() - actionTimeMaxAgeMs) return null;
  return at;
}

const storage = new AsyncLocalStorage<Date>();
// Off while no action with a time of its own is being handled (idle-tracker.ts says why).
const actionsWithTime = idleTracker(() => storage.disable());

/**
 * Runs `work` with `at` as the action's time: everything it awaits until its promise settles sees
 * it. Work that goes on after that (not awaited) may not.
 */
export function runAtActionTime<T>(at: Date, work: () => Promise<T>): Promise<T> {
  return actionsWithTime.run(() => storage.run(at, work));
}

/** The action's own time, when the request being handled carried a believable one. */
export function currentActionTime(): Date | undefined {
  return storage.getStore();
}

/**
 * A row's time column set to the action's own time when it has one; nothing otherwise, so the column's
 * default (the database's now()) stamps it as before: `insert(table).values({ ...atActionTime('createdAt'), ...row })`.
 */
export function atActionTime<Column extends string>(column: Column): Partial<Record<Column, Date>> {
  const at = currentActionTime();
  return at ? ({ [column]: at } as Record<Column, Date>) : {};
}

/** The time the running command happens at: its own time when one was set, else the present. */
export function commandTime(): Date {
  return currentActionTime() ?? new Date();
}
