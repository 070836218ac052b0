import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  hiddenReceiverRecords,
  parcels,
  receiverLinks,
  receiverPreferences,
  riders,
  stores,
  users,
} from '../../db/schema/index.ts';
import { onlyRow } from '../../lib/rows.ts';

export type { Tx };

type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'update'>;
export type PreferencesRow = typeof receiverPreferences.$inferSelect;

/**
 * Revokes the parcel's live link (if any) and stores the new one's hash, in one statement. The insert
 * reads the revocation's count, so the old link is revoked before the new one meets the index that
 * allows one live link per parcel.
 */
export async function replaceLink(tx: Executor, parcelId: string, tokenHash: string): Promise<void> {
  await tx.execute(sql`with ${sql.join(replaceLinkCtes(parcelId, tokenHash), sql`, `)} select 1`);
}

/**
 * `replaceLink` as two data-modifying CTEs of another statement (the code that goes out with the new
 * link): the old link revoked, then the new one inserted once the revoke has run. With `onlyIf` (a
 * condition on the statement's other CTEs) neither is written unless it holds.
 */
export function replaceLinkCtes(parcelId: string, tokenHash: string, onlyIf: SQL = sql`true`): SQL[] {
  return [
    sql`revoked_link as (
      update ${receiverLinks} set revoked_at = now()
      where parcel_id = ${parcelId} and revoked_at is null and ${onlyIf}
      returning 1
    )`,
    sql`new_link as (
      insert into ${receiverLinks} (parcel_id, token_hash)
      select ${parcelId}::text, ${tokenHash}::text from (select count(*) from revoked_link) as done
      where ${onlyIf}
    )`,
  ];
}

/**
 * The link and its parcel (with the rider's name and phone, and who sends it: its store's name, else
 * the merchant's shop or name), by the token's hash.
 */
export async function findLinkByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      linkId: receiverLinks.id,
      revokedAt: receiverLinks.revokedAt,
      parcel: parcels,
      riderName: riders.fullName,
      riderPhone: riders.phone,
      senderName: sql<string>`coalesce(${stores.name}, ${users.shopName}, ${users.name}, '')`,
    })
    .from(receiverLinks)
    .innerJoin(parcels, eq(parcels.id, receiverLinks.parcelId))
    .leftJoin(riders, eq(riders.id, parcels.riderId))
    .leftJoin(stores, eq(stores.id, parcels.storeId))
    .leftJoin(users, eq(users.id, parcels.senderId))
    .where(eq(receiverLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function findPreferences(db: Pick<Db, 'select'>, parcelId: string) {
  const [row] = await db.select().from(receiverPreferences).where(eq(receiverPreferences.parcelId, parcelId));
  return row;
}

export async function listPreferences(db: Db, parcelIds: readonly string[]): Promise<PreferencesRow[]> {
  if (parcelIds.length === 0) return [];
  return db
    .select()
    .from(receiverPreferences)
    .where(inArray(receiverPreferences.parcelId, [...parcelIds]));
}

type PreferenceChange = Partial<Omit<PreferencesRow, 'parcelId' | 'updatedAt'>>;

export async function savePreferences(
  tx: Executor,
  parcelId: string,
  change: PreferenceChange,
): Promise<PreferencesRow> {
  return onlyRow(
    await tx
      .insert(receiverPreferences)
      .values({ parcelId, ...change })
      .onConflictDoUpdate({
        target: receiverPreferences.parcelId,
        set: { ...change, updatedAt: new Date() },
      })
      .returning(),
    'receiver preferences upsert',
  );
}

export interface RecordCountsRow {
  delivered: number;
  returned: number;
  refused: number;
  wrongAddress: number;
}

/**
 * A phone's parcels across every merchant, counted (decision 015: a read of the parcels' and the
 * delivery's tables): delivered; returned (or on the way back) without a refusal; refused at the door
 * (such an attempt sends the parcel back at once); and the failed attempts where the rider could not
 * find the address.
 */
export async function countRecord(db: Db, phone: string): Promise<RecordCountsRow> {
  const result = (await db.execute(sql`
    with mine as (
      select p.id, p.status,
        exists (select 1 from delivery_attempts a where a.parcel_id = p.id and a.reason = 'refused') as refused,
        (select count(*) from delivery_attempts a where a.parcel_id = p.id and a.reason = 'wrong_address') as wrong
      from parcels p where p.receiver_phone = ${phone})
    select
      count(*) filter (where status = 'delivered')::int as delivered,
      count(*) filter (where status in ('returning', 'returned') and not refused)::int as returned,
      count(*) filter (where refused and status <> 'delivered')::int as refused,
      coalesce(sum(wrong), 0)::int as "wrongAddress"
    from mine`)) as unknown as { rows: RecordCountsRow[] };
  const [row] = result.rows;
  return {
    delivered: Number(row?.delivered ?? 0),
    returned: Number(row?.returned ?? 0),
    refused: Number(row?.refused ?? 0),
    wrongAddress: Number(row?.wrongAddress ?? 0),
  };
}

export async function isHidden(db: Pick<Db, 'select'>, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: hiddenReceiverRecords.phone })
    .from(hiddenReceiverRecords)
    .where(eq(hiddenReceiverRecords.phone, phone));
  return row !== undefined;
}

export async function hideRecord(db: Db, row: { phone: string; reason: string; hiddenBy: string }) {
  const [saved] = await db
    .insert(hiddenReceiverRecords)
    .values(row)
    .onConflictDoUpdate({
      target: hiddenReceiverRecords.phone,
      set: { reason: row.reason, hiddenBy: row.hiddenBy, hiddenAt: new Date() },
    })
    .returning();
  if (!saved) throw new Error('hidden record upsert returned no row');
  return saved;
}

export async function unhideRecord(db: Db, phone: string): Promise<boolean> {
  const deleted = await db
    .delete(hiddenReceiverRecords)
    .where(eq(hiddenReceiverRecords.phone, phone))
    .returning({ phone: hiddenReceiverRecords.phone });
  return deleted.length > 0;
}

export function listHidden(db: Db) {
  return db
    .select()
    .from(hiddenReceiverRecords)
    .orderBy(sql`${hiddenReceiverRecords.hiddenAt} desc`)
    .limit(500);
}
