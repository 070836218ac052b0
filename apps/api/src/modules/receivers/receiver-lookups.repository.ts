import {
  type ReceiverLookupKind,
  type ReceiverLookupOutcome,
  receiverLookupVolumeStatuses,
} from '@desh/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { receiverRecordLookups, users } from '../../db/schema/index.ts';

type Executor = Pick<Db, 'execute' | 'insert'>;

/** One merchant's lookups are judged one at a time, so two at once never both take the last one left. */
export async function lockMerchantLookups(tx: Tx, merchantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`receiver-lookups:${merchantId}`}))`);
}

export interface LookupStanding {
  /** The phone is the receiver of a parcel of the merchant's that the courier picked up. */
  own: boolean;
  /** The merchant's parcels booked since `since` that the courier picked up, counted up to `cap`. */
  volume: number;
  /** Distinct numbers the merchant looked up as drafts today and was answered. */
  used: number;
  /** This phone is one of them (a second look the same day is not counted again). */
  seenToday: boolean;
}

const collected = sql.join(
  receiverLookupVolumeStatuses.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * Two columns of a merchant's standing: `volume`, its parcels booked since `since` that the courier picked
 * up (counted only up to `cap`), and `used`, the distinct numbers it looked up as drafts today and was answered.
 */
const volumeAndUsed = (input: { merchantId: string; since: Date; dayStart: Date; cap: number }) => sql`
      (select count(*)::int from (
        select 1 from parcels p
        where p.sender_id = ${input.merchantId} and p.booking_time >= ${input.since.toISOString()}::timestamptz
          and p.status in (${collected})
        limit ${input.cap}
      ) as real_parcels) as volume,
      (select count(distinct l.phone)::int from receiver_record_lookups l
        where l.merchant_id = ${input.merchantId} and l.kind = 'draft' and l.outcome = 'answered'
          and l.created_at >= ${input.dayStart.toISOString()}::timestamptz) as used`;

/**
 * What decides a merchant's lookup of `phone`, in one statement (decision 015: a read of the parcels'
 * table): whether the number is one of its own collected receivers, its real volume (counted only as
 * far as the allowance can grow) and what it has used of today's allowance.
 */
export async function lookupStanding(
  tx: Pick<Db, 'execute'>,
  input: { merchantId: string; phone: string; since: Date; dayStart: Date; cap: number },
): Promise<LookupStanding> {
  const { merchantId, phone, dayStart } = input;
  const result = (await tx.execute(sql`
    select
      exists (
        select 1 from parcels p
        where p.receiver_phone = ${phone} and p.sender_id = ${merchantId} and p.status in (${collected})
      ) as own,
      ${volumeAndUsed(input)},
      exists (
        select 1 from receiver_record_lookups l
        where l.merchant_id = ${merchantId} and l.phone = ${phone} and l.kind = 'draft'
          and l.outcome = 'answered' and l.created_at >= ${dayStart.toISOString()}::timestamptz
      ) as "seenToday"`)) as unknown as { rows: LookupStanding[] };
  const [row] = result.rows;
  return {
    own: row?.own === true,
    volume: Number(row?.volume ?? 0),
    used: Number(row?.used ?? 0),
    seenToday: row?.seenToday === true,
  };
}

/**
 * A merchant's standing before any number: whether it has a collected parcel at all (its own receivers
 * are then answered), its real volume since `since` (counted up to `cap`) and today's answered drafts.
 */
export async function merchantLookupStanding(
  db: Pick<Db, 'execute'>,
  input: { merchantId: string; since: Date; dayStart: Date; cap: number },
): Promise<{ ownReceivers: boolean; volume: number; used: number }> {
  const { merchantId } = input;
  const result = (await db.execute(sql`
    select
      exists (
        select 1 from parcels p where p.sender_id = ${merchantId} and p.status in (${collected})
      ) as "ownReceivers",
      ${volumeAndUsed(input)}`)) as unknown as {
    rows: { ownReceivers: boolean; volume: number; used: number }[];
  };
  const [row] = result.rows;
  return {
    ownReceivers: row?.ownReceivers === true,
    volume: Number(row?.volume ?? 0),
    used: Number(row?.used ?? 0),
  };
}

export async function logLookup(
  db: Executor,
  lookup: {
    merchantId: string;
    apiKeyId: string | null;
    phone: string;
    hidden: boolean;
    kind: ReceiverLookupKind | null;
    outcome: ReceiverLookupOutcome;
  },
): Promise<void> {
  await db.insert(receiverRecordLookups).values(lookup);
}

/** Who looked a number up, newest first, with the merchant's name and email (decision 015: users). */
export function listLookupsOfPhone(db: Db, phone: string, limit = 200) {
  return db
    .select({
      at: receiverRecordLookups.createdAt,
      merchantId: receiverRecordLookups.merchantId,
      merchantName: users.name,
      merchantEmail: users.email,
      apiKeyId: receiverRecordLookups.apiKeyId,
      kind: receiverRecordLookups.kind,
      outcome: receiverRecordLookups.outcome,
      hidden: receiverRecordLookups.hidden,
    })
    .from(receiverRecordLookups)
    .innerJoin(users, eq(users.id, receiverRecordLookups.merchantId))
    .where(eq(receiverRecordLookups.phone, phone))
    .orderBy(desc(receiverRecordLookups.createdAt), desc(receiverRecordLookups.id))
    .limit(limit);
}
