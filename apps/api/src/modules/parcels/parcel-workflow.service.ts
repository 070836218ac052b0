import {
  canTransition,
  type ModifiedCount,
  type Parcel,
  type ParcelStatus,
  type ParcelStatusChange,
  parcelStatusLabels,
  type Role,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../plugins/auth.ts';
import { recordDeliveryCollection } from '../ledger/ledger.service.ts';
import { findAssignableRider, riderIdsOf } from '../riders/riders.service.ts';
import { amountToCollectPoisha } from './amount-to-collect.ts';
import { recordParcelEvent } from './parcel-events.ts';
import { type ParcelRow, toParcel } from './parcel-mapper.ts';
import {
  findParcelById,
  listActiveParcels,
  listParcelsOfRiders,
  listPendingParcels,
  updateParcelStatusIf,
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
  const assigned = await db.transaction(async (tx) => {
    const row = await updateParcelStatusIf(
      tx,
      parcelId,
      { status: 'pending' },
      { status: 'assigned', riderId },
    );
    if (!row) return undefined;
    await recordParcelEvent(tx, {
      parcelId: row.id,
      trackingId: row.trackingId,
      senderId: row.senderId,
      riderId,
      fromStatus: 'pending',
      toStatus: 'assigned',
      note: null,
      actorId: admin.user.id,
      actorRole: 'admin',
    });
    return row;
  });
  if (assigned) return { modifiedCount: 1 };
  if (!(await findParcelById(db, parcelId))) throw notFound('No such parcel.');
  return { modifiedCount: 0 };
}

/** A rider sees the parcels they carry; an admin sees every parcel that is out with a rider. */
export async function getAssignedParcels(db: Db, caller: AuthSession): Promise<Parcel[]> {
  if (roleOf(caller) === 'admin') return (await listActiveParcels(db, maxAssigned)).map(toParcel);
  const riderIds = await riderIdsOf(db, caller);
  return (await listParcelsOfRiders(db, riderIds, maxAssigned)).map(toParcel);
}

const label = (status: ParcelStatus) => parcelStatusLabels[status];
/** Statuses that only make sense with a rider on the parcel. */
const needsRider: ParcelStatus[] = ['assigned', 'picked_up', 'in_transit', 'delivered'];

async function actingRole(db: Db, caller: AuthSession, parcel: ParcelRow): Promise<Role> {
  const role = roleOf(caller);
  if (role === 'admin') return role;
  if (role === 'rider' && parcel.riderId) {
    const riderIds = await riderIdsOf(db, caller);
    if (riderIds.includes(parcel.riderId)) return role;
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
  const parcel = await findParcelById(db, parcelId);
  if (!parcel) throw notFound('No such parcel.');
  const role = await actingRole(db, caller, parcel);
  const from = parcel.status;
  const to = change.status;
  if (from === to) throw conflict(`The parcel is already ${label(to)}.`);
  if (!canTransition(from, to, role)) {
    throw conflict(`A parcel that is ${label(from)} cannot be marked ${label(to)}.`);
  }
  const riderId = to === 'pending' || to === 'cancelled' ? null : parcel.riderId;
  if (needsRider.includes(to) && !riderId) throw conflict('Assign a rider to this parcel first.');

  const updated = await db.transaction(async (tx) => {
    const row = await updateParcelStatusIf(
      tx,
      parcel.id,
      { status: from, riderId: parcel.riderId },
      { status: to, riderId },
    );
    if (!row) return undefined;
    await recordParcelEvent(tx, {
      parcelId: row.id,
      trackingId: row.trackingId,
      senderId: row.senderId,
      riderId: parcel.riderId,
      fromStatus: from,
      toStatus: to,
      note: change.note || null,
      actorId: caller.user.id,
      actorRole: role,
    });
    if (to === 'delivered' && row.riderId) {
      // The money moves in the same transaction as the status: both happen or neither.
      await recordDeliveryCollection(tx, {
        parcelId: row.id,
        riderId: row.riderId,
        merchantId: row.senderId,
        paymentMethod: row.paymentMethod,
        collectedPoisha: amountToCollectPoisha(row),
        codPoisha: row.codAmountPoisha,
        feePoisha: row.deliveryFeePoisha,
      });
    }
    return row;
  });
  if (!updated) throw conflict('The parcel changed in the meantime. Please reload and try again.');
  return toParcel(updated);
}
