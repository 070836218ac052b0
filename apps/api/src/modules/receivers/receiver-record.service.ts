import {
  type HiddenReceiverRecord,
  normalizeBdMobile,
  type ReceiverRecord,
  receiverRecordLabel,
  receiverRecordLookupsPerMinute,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { HitCounter } from '../../plugins/rate-limit-store.ts';
import {
  countRecord,
  hideRecord,
  isHidden,
  listHidden,
  logLookup,
  unhideRecord,
} from './receivers.repository.ts';

export interface RecordLookupDeps {
  db: Db;
  /** Shared counters (PostgreSQL or Redis): the limit holds across server processes. */
  counter: HitCounter;
  perMinute?: number;
}

const minuteMs = 60_000;

async function checkLimit(deps: RecordLookupDeps, key: string): Promise<void> {
  const max = deps.perMinute ?? receiverRecordLookupsPerMinute;
  const hit = await deps.counter.hit(key, minuteMs);
  if (hit.count > max) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      `Receiver records are limited to ${max} lookups a minute; try again shortly.`,
      undefined,
      { max },
    );
  }
}

/**
 * A receiver phone's record for a merchant about to book: counts across every merchant and a label,
 * never a merchant's name or an order. Limited per merchant and per API key; every lookup is logged.
 */
export async function lookUpReceiverRecord(
  deps: RecordLookupDeps,
  caller: AuthSession,
  apiKeyId: string | null,
  rawPhone: string,
): Promise<ReceiverRecord> {
  await checkLimit(deps, `receiver-record:${caller.user.id}`);
  if (apiKeyId) await checkLimit(deps, `receiver-record-key:${apiKeyId}`);
  const phone = normalizeBdMobile(rawPhone);
  const hidden = await isHidden(deps.db, phone);
  await logLookup(deps.db, { merchantId: caller.user.id, apiKeyId, phone, hidden });
  if (hidden) {
    return { hidden: true, delivered: null, returned: null, refused: null, wrongAddress: null, label: null };
  }
  const counts = await countRecord(deps.db, phone);
  return { hidden: false, ...counts, label: receiverRecordLabel(counts) };
}

const toHidden = (row: { phone: string; reason: string; hiddenAt: Date }): HiddenReceiverRecord => ({
  phone: row.phone,
  reason: row.reason,
  hiddenAt: row.hiddenAt.toISOString(),
});

/** An admin records a receiver's request: their record answers "hidden" from now on. */
export async function hideReceiverRecord(
  db: Db,
  admin: AuthSession,
  input: { phone: string; reason: string },
): Promise<HiddenReceiverRecord> {
  return toHidden(
    await hideRecord(db, {
      phone: normalizeBdMobile(input.phone),
      reason: input.reason,
      hiddenBy: admin.user.id,
    }),
  );
}

export async function unhideReceiverRecord(db: Db, phone: string): Promise<void> {
  if (!(await unhideRecord(db, normalizeBdMobile(phone)))) {
    throw notFound('No hidden record has that phone number.');
  }
}

export async function listHiddenReceiverRecords(db: Db): Promise<HiddenReceiverRecord[]> {
  return (await listHidden(db)).map(toHidden);
}
