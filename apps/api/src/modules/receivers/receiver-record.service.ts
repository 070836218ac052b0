import {
  dhakaDate,
  dhakaDayStart,
  type HiddenReceiverRecord,
  normalizeBdMobile,
  type ReceiverLookupEntry,
  type ReceiverLookupsToday,
  type ReceiverRecord,
  receiverLookupAllowance,
  receiverLookupsAllowed,
  receiverLookupVolumeCap,
  receiverRecordLabel,
  receiverRecordLookupsPerMinute,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { HitCounter } from '../../plugins/rate-limit-store.ts';
import { allowanceOf, judgeLookup, lookupRefusal } from './lookup-allowance.ts';
import {
  listLookupsOfPhone,
  lockMerchantLookups,
  logLookup,
  lookupStanding,
  merchantLookupStanding,
} from './receiver-lookups.repository.ts';
import { countRecord, hideRecord, isHidden, listHidden, unhideRecord } from './receivers.repository.ts';

export interface RecordLookupDeps {
  db: Db;
  /** Shared counters (PostgreSQL or Redis): the limit holds across server processes. */
  counter: HitCounter;
  perMinute?: number;
}

const minuteMs = 60_000;
const dayMs = 24 * 60 * 60 * 1000;

/** The minute's limit refusal, or null: a burst is stopped before it takes a lock or reads a table. */
async function minuteLimit(deps: RecordLookupDeps, key: string): Promise<AppError | null> {
  const max = deps.perMinute ?? receiverRecordLookupsPerMinute;
  const hit = await deps.counter.hit(key, minuteMs);
  if (hit.count <= max) return null;
  return new AppError(
    429,
    'RATE_LIMITED',
    `Receiver records are limited to ${max} lookups a minute; try again shortly.`,
    undefined,
    { max },
  );
}

/** What a merchant may look up today, asked before any number (nothing is logged or counted). */
export async function receiverLookupsToday(db: Db, merchantId: string): Promise<ReceiverLookupsToday> {
  const now = Date.now();
  const standing = await merchantLookupStanding(db, {
    merchantId,
    since: new Date(now - receiverLookupAllowance.volumeDays * dayMs),
    dayStart: dhakaDayStart(dhakaDate(now)),
    cap: receiverLookupVolumeCap(),
  });
  const allowance = allowanceOf(receiverLookupsAllowed(standing.volume), standing.used);
  return { ...allowance, ownReceivers: standing.ownReceivers };
}

/**
 * A receiver phone's record for a merchant about to book: counts across every merchant and a label,
 * never a merchant's name or an order. Only for the receivers of the merchant's own collected parcels
 * and, within a daily allowance that grows with its real volume, numbers it is about to book
 * (`judgeLookup`, docs/decisions/039). Limited per minute per merchant and per API key too. Every
 * lookup is logged, answered or refused.
 */
export async function lookUpReceiverRecord(
  deps: RecordLookupDeps,
  caller: AuthSession,
  apiKeyId: string | null,
  rawPhone: string,
): Promise<ReceiverRecord> {
  const merchantId = caller.user.id;
  const phone = normalizeBdMobile(rawPhone);
  const burst =
    (await minuteLimit(deps, `receiver-record:${merchantId}`)) ??
    (apiKeyId ? await minuteLimit(deps, `receiver-record-key:${apiKeyId}`) : null);
  if (burst) {
    await logLookup(deps.db, {
      merchantId,
      apiKeyId,
      phone,
      hidden: false,
      kind: null,
      outcome: 'rate_limited',
    });
    throw burst;
  }
  const now = Date.now();
  const judged = await deps.db.transaction(async (tx) => {
    await lockMerchantLookups(tx, merchantId);
    const standing = await lookupStanding(tx, {
      merchantId,
      phone,
      since: new Date(now - receiverLookupAllowance.volumeDays * dayMs),
      dayStart: dhakaDayStart(dhakaDate(now)),
      cap: receiverLookupVolumeCap(),
    });
    const judgement = judgeLookup(standing);
    const hidden = judgement.outcome === 'answered' && (await isHidden(tx, phone));
    await logLookup(tx, {
      merchantId,
      apiKeyId,
      phone,
      hidden,
      kind: judgement.kind,
      outcome: judgement.outcome,
    });
    return { ...judgement, hidden };
  });
  // Thrown once the refusal is logged: the transaction above has committed it.
  if (judged.outcome !== 'answered') throw lookupRefusal(judged);
  const { allowance } = judged;
  if (judged.hidden) {
    return {
      allowance,
      hidden: true,
      delivered: null,
      returned: null,
      refused: null,
      wrongAddress: null,
      label: null,
    };
  }
  const counts = await countRecord(deps.db, phone);
  return { allowance, hidden: false, ...counts, label: receiverRecordLabel(counts) };
}

/** Who looked a number up, answered or refused, newest first (up to 200): what an admin checks. */
export async function listLookupsOfNumber(db: Db, rawPhone: string): Promise<ReceiverLookupEntry[]> {
  const rows = await listLookupsOfPhone(db, normalizeBdMobile(rawPhone));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    merchant: { id: row.merchantId, name: row.merchantName, email: row.merchantEmail },
    viaApiKey: row.apiKeyId !== null,
    kind: row.kind,
    outcome: row.outcome,
    hidden: row.hidden,
  }));
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
