import {
  findTransition,
  type ModifiedCount,
  type Parcel,
  type ParcelActor,
  type ParcelStatus,
  type ParcelStatusChange,
  type Role,
} from '@desh/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared-sql.ts';
import { textArray } from '../../db/text-array.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../lib/role-of.ts';
import { findAssignableRider, riderIdsOf } from '../riders/riders.service.ts';
import { announcePlaces, moveAndRecord, moveWithinSql, refuseActionBeforeBooking } from './parcel-events.ts';
import { type ParcelRow, toParcel } from './parcel-mapper.ts';
import { alreadyInStatus, moveNotAllowed, notAssignedToYou, notPlainMove } from './parcel-status-errors.ts';
import {
  findParcelById,
  findParcelForUser,
  listActiveParcels,
  listParcelsOfRiders,
  listPendingParcels,
  lockParcelRow,
  lockParcelRowForUser,
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
  const within = moveWithinSql(move, parcelIds);
  const rows = await executePrepared(
    tx,
    name,
    sql`with ${sql.join(within.ctes, sql`, `)} select ${within.announced} from ${within.movedWithEvent}`,
  );
  return rows.length;
}

/** Who the caller acts as on the parcel: an admin, or the rider carrying it (`carriedByCaller`). */
function actingRole(caller: AuthSession, parcel: ParcelRow, carriedByCaller: boolean): Role {
  const role = roleOf(caller);
  if (role === 'admin') return role;
  if (role === 'rider') {
    if (parcel.riderId && carriedByCaller) return role;
    throw notAssignedToYou();
  }
  throw forbidden('Only the rider assigned to this parcel (or an admin) can change its status.');
}

/**
 * The assigned rider walks a parcel forward (or marks it failed with a reason); an admin may correct
 * any status. The update is conditional on the status read here, so a concurrent change is never lost.
 */
export async function changeParcelStatus(
  db: Db,
  caller: AuthSession,
  parcelId: string,
  change: ParcelStatusChange,
): Promise<Parcel> {
  const found = await findParcelForUser(db, parcelId, roleOf(caller) === 'rider' ? caller.user.id : null);
  if (!found) throw notFound('No such parcel.');
  const { parcel, carriedByUser } = found;
  const role = actingRole(caller, parcel, carriedByUser);
  const from = parcel.status;
  const to = change.status;
  if (from === to) throw alreadyInStatus(to);
  const transition = findTransition(from, to, role);
  if (!transition) {
    throw moveNotAllowed(from, to);
  }
  if (transition.action !== 'status') {
    throw notPlainMove(to, actionHint[transition.action]);
  }
  if (transition.needs.includes('note') && !change.note) {
    throw badRequest('Please say why.', { note: 'Please say why.' });
  }
  refuseActionBeforeBooking(parcel);
  const riderId = to === 'pending' || to === 'cancelled' ? null : parcel.riderId;

  // One statement, conditional on the status and rider read here: a concurrent change is never lost.
  const updated = (
    await moveAndRecord(db, {
      parcelId: parcel.id,
      expected: { status: from, riderId: parcel.riderId },
      fromStatus: from,
      to,
      riderId,
      announcedRiderId: parcel.riderId,
      actor: { id: caller.user.id, role },
      note: change.note || null,
    })
  )?.row;
  if (!updated) throw conflict('The parcel changed in the meantime. Please reload and try again.');
  return toParcel(updated);
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
