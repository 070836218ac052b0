import {
  findTransition,
  type ModifiedCount,
  type Parcel,
  type ParcelActor,
  type ParcelLeg,
  type ParcelStatus,
  type ParcelStatusChange,
} from '@desh/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared-sql.ts';
import { textArray } from '../../db/text-array.ts';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../lib/role-of.ts';
import { findAssignableRider, riderIdsOf } from '../riders/riders.service.ts';
import { type Asker, custodyGate, legOf } from './custody-gate.ts';
import {
  announcePlaces,
  moveAndRecord,
  moveWithinSql,
  refuseActionBeforeBooking,
  shareActionTime,
} from './parcel-events.ts';
import { type ParcelRow, toParcel } from './parcel-mapper.ts';
import { notAssignedToYou, notPlainMove } from './parcel-status-errors.ts';
import {
  findParcelById,
  listActiveParcels,
  listParcelsOfRiders,
  listPendingParcels,
  lockParcelAtGate,
  lockParcelRow,
  lockParcelRowForUser,
  type ParcelAtGate,
  readCustodyFacts,
  setParcelsRider,
} from './parcel-workflow.repository.ts';

const maxPending = 500;
const maxAssigned = 200;

export const noLongerPendingMessage = 'This parcel is no longer pending; another admin may have assigned it.';

export async function getPendingParcels(db: Db): Promise<{ parcels: Parcel[]; total: number }> {
  const { rows, total } = await listPendingParcels(db, maxPending);
  return { parcels: rows.map(toParcel), total };
}

/**
 * Only a still-pending parcel can be assigned: the conditional update decides between concurrent
 * admins, and the event is recorded in the same transaction. modifiedCount 0 means somebody was first.
 */
export async function assignRider(
  db: Db,
  admin: AuthSession,
  parcelId: string,
  riderId: string,
): Promise<ModifiedCount> {
  const rider = await findAssignableRider(db, riderId);
  if (!rider) throw badRequest('Choose an approved rider.', { riderId: 'Choose an approved rider.' });
  // One statement: the update's WHERE decides between concurrent admins, the event goes with it.
  const assigned = await moveAndRecord(db, {
    parcelId,
    expected: { status: 'pending' },
    fromStatus: 'pending',
    to: 'assigned',
    riderId,
    actor: { id: admin.user.id, role: 'admin' },
    note: null,
  });
  if (assigned) return { modifiedCount: 1 };
  if (!(await findParcelById(db, parcelId))) throw notFound('No such parcel.');
  return { modifiedCount: 0 };
}

/**
 * A rider sees the parcels they carry; an admin sees every parcel that is out with a rider. With
 * `finishedSince`, a rider's finished parcels are only those that finished from then on.
 */
export async function getAssignedParcels(
  db: Db,
  caller: AuthSession,
  { finishedSince }: { finishedSince?: Date } = {},
): Promise<Parcel[]> {
  if (roleOf(caller) === 'admin') return (await listActiveParcels(db, maxAssigned)).map(toParcel);
  const riderIds = await riderIdsOf(db, caller);
  return (await listParcelsOfRiders(db, riderIds, maxAssigned, finishedSince)).map(toParcel);
}

/** What the other actions are called, for the message that points a client to the right endpoint. */
const actionHint: Record<string, string> = {
  outForDelivery: 'Use “Out for delivery” (POST /api/deliveries/{id}/out-for-delivery).',
  complete: 'Complete the delivery with the receiver’s code or a photo (POST /api/deliveries/{id}/complete).',
  failAttempt: 'Record a failed attempt with its reason (POST /api/deliveries/{id}/attempts).',
  returnHandover: 'Confirm the return (POST /api/deliveries/{id}/returned).',
  startReturn: 'Send it back to the sender (POST /api/deliveries/{id}/return).',
  assign: 'Assign a rider (PATCH /api/parcels/assign/{id}).',
  cancel: 'Cancel the booking (POST /api/parcels/{id}/cancel).',
  approveProof: 'Approve the photo delivery (POST /api/admin/deliveries/{id}/approve).',
  rejectProof: 'Reject the photo delivery with a reason (POST /api/admin/deliveries/{id}/reject).',
};

/** A parcel row as stored, for other modules' services (no lock). */
export function getParcelRow(db: Db, parcelId: string): Promise<ParcelRow | undefined> {
  return findParcelById(db, parcelId);
}

/** Locks a parcel row for the rest of the transaction (the delivery actions start with this). */
export function lockParcel(tx: Tx, parcelId: string): Promise<ParcelRow | undefined> {
  return lockParcelRow(tx, parcelId);
}

/**
 * Locks a parcel row, and says whether the caller carries it: its rider is one of their approved
 * applications, and their role is rider now (a rider set back to customer loses their parcels at
 * once, as `riderIdsOf` has it).
 */
export function lockParcelForCaller(
  tx: Tx,
  parcelId: string,
  caller: AuthSession,
): Promise<{ parcel: ParcelRow; carriedByUser: boolean } | undefined> {
  return lockParcelRowForUser(tx, parcelId, roleOf(caller) === 'rider' ? caller.user.id : null);
}

/**
 * Moves a parcel whose row the transaction holds locked and records the event (one statement): the
 * one way the delivery actions change a status. The caller has checked the transition table.
 */
export async function moveLockedParcel(
  tx: Tx,
  parcel: ParcelRow,
  to: ParcelStatus,
  actor: { id: string | null; role: ParcelActor },
  note: string | null,
): Promise<ParcelRow> {
  refuseActionBeforeBooking(parcel);
  const moved = await moveAndRecord(tx, {
    parcelId: parcel.id,
    fromStatus: parcel.status,
    to,
    actor,
    note,
  });
  if (!moved) throw new Error(`parcel ${parcel.id} vanished under its row lock`);
  return moved.row;
}

/**
 * Runs `moveWithinSql` for the parcels `parcelIds` yields as one statement; answers how many parcels moved.
 */
async function runMoveWithin(
  tx: Tx,
  name: string,
  move: Parameters<typeof moveWithinSql>[0],
  parcelIds: SQL,
): Promise<number> {
  await shareActionTime(tx);
  const within = moveWithinSql(move, parcelIds);
  const rows = await executePrepared(
    tx,
    name,
    sql`with ${sql.join(within.ctes, sql`, `)} select ${within.announced} from ${within.movedWithEvent}`,
  );
  return rows.length;
}

/** The leg of the road each parcel is on (custody-gate.ts `legOf`), for a rider's run. */
export async function legsOf(db: Db, parcelIds: readonly string[]): Promise<Map<string, ParcelLeg>> {
  const facts = await readCustodyFacts(db, parcelIds);
  return new Map([...facts].map(([id, fact]) => [id, legOf(fact)]));
}

/** Who asks the gate, from the caller's role (a rider `carries` the parcel when it is theirs). */
export function askerOf(caller: AuthSession, carriedByUser: boolean): Asker {
  const role = roleOf(caller);
  if (role === 'admin') return { role, userId: caller.user.id };
  if (role === 'rider') return { role, userId: caller.user.id, carries: carriedByUser };
  throw forbidden('Only the rider assigned to this parcel (or an admin) can change its status.');
}

/**
 * Locks a parcel and reads what the custody gate decides on, in the caller's transaction: the first
 * step of every command that moves a parcel (custody-gate.ts).
 */
export async function lockParcelForGate(
  tx: Tx,
  parcelId: string,
  caller: AuthSession | null,
): Promise<ParcelAtGate> {
  const found = await lockParcelAtGate(
    tx,
    parcelId,
    caller && roleOf(caller) === 'rider' ? caller.user.id : null,
  );
  if (!found) throw notFound('No such parcel.');
  return found;
}

/**
 * The assigned rider picks a parcel up (the one status move a rider makes by hand); an admin corrects.
 * One transaction: the parcel locked, the custody gate asked, the move written.
 */
export async function changeParcelStatus(
  db: Db,
  caller: AuthSession,
  parcelId: string,
  change: ParcelStatusChange,
): Promise<Parcel> {
  return transaction(db, async (tx) => {
    const { parcel, carriedByUser, facts } = await lockParcelForGate(tx, parcelId, caller);
    const asker = askerOf(caller, carriedByUser);
    const to = change.status;
    const transition = plainMove(facts, asker, to);
    if (transition.needs.includes('note') && !change.note) {
      throw badRequest('Please say why.', { note: 'Please say why.' });
    }
    refuseActionBeforeBooking(parcel);
    const riderId = to === 'pending' || to === 'cancelled' ? null : parcel.riderId;
    const moved = await moveAndRecord(tx, {
      parcelId: parcel.id,
      fromStatus: parcel.status,
      to,
      riderId,
      announcedRiderId: parcel.riderId,
      actor: { id: caller.user.id, role: asker.role as ParcelActor },
      note: change.note || null,
    });
    if (!moved) throw new Error(`parcel ${parcel.id} vanished under its row lock`);
    return toParcel(moved.row);
  });
}

/** The gate's answer for a plain status change, or the endpoint that performs the move instead. */
function plainMove(facts: ParcelAtGate['facts'], asker: Asker, to: ParcelStatus) {
  const role = asker.role as ParcelActor;
  if (asker.role === 'rider' && !asker.carries) throw notAssignedToYou();
  const own = findTransition(facts.status, to, role);
  if (own && own.action !== 'status' && facts.status !== to) throw notPlainMove(to, actionHint[own.action]);
  return custodyGate(facts, asker, { action: 'status', to });
}

/**
 * The hub's manager gives parcels at the hub to one of the hub's delivery riders, or pending ones to a
 * pickup rider. The pending parcels move to assigned with their rider in one statement (a timeline row,
 * webhooks and an announcement each); the others change rider, not status, together in another. The
 * caller holds the row locks and has checked the hub's scope; the network module records the handovers
 * as scan events.
 */
export async function giveLockedParcelsToRider(
  tx: Tx,
  given: readonly ParcelRow[],
  riderId: string,
  actor: { id: string; role: ParcelActor },
): Promise<void> {
  const pending: string[] = [];
  const riderOnly: string[] = [];
  for (const parcel of given) (parcel.status === 'pending' ? pending : riderOnly).push(parcel.id);
  if (pending.length > 0) {
    const updatedAt = new Date().toISOString();
    const moved = await runMoveWithin(
      tx,
      'assign_pending',
      { fromStatus: 'pending', to: 'assigned', actor, note: null, updatedAt, riderId },
      sql`select unnest(${textArray(pending)})`,
    );
    if (moved !== pending.length) throw new Error('a pending parcel vanished under its row lock');
  }
  await setParcelsRider(tx, riderOnly, riderId);
  // Their status stays, but tracking now says which hub delivers them.
  await announcePlaces(tx, riderOnly);
}
