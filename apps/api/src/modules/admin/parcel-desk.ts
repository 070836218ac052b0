import {
  type DeskActionBody,
  deskAlreadyLostMessage,
  deskFinishedMessage,
  deskHeldMessage,
  deskHubMessage,
  deskNoParcelMessage,
  deskNotHeldMessage,
  deskNotLostMessage,
  deskReassignMessage,
  deskSameHubMessage,
  finalParcelStatuses,
  type ParcelStory,
} from '@desh/shared';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  liveNetwork,
  openLostException,
  rerouteParcel,
  resolveLostException,
} from '../network/parcel-trail.ts';
import { correctDeliveryDetails, parcelByTrackingId } from '../parcels/parcel-corrections.ts';
import { openHoldOf, placeHold, releaseHold } from '../parcels/parcel-holds.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { giveLockedParcelsToRider, lockParcel } from '../parcels/parcel-workflow.service.ts';
import { findAssignableRider } from '../riders/riders.service.ts';
import { insertDeskAction } from './parcel-desk.repository.ts';
import { getParcelStory } from './parcel-story.ts';

type Details = Record<string, string | number | null>;

/**
 * Head office corrects a parcel. Each action is one transaction that locks the parcel, does its change
 * through the module that owns it, and writes the desk's record (who, why, what changed) beside it.
 * Moves of custody or route (reassign, re-route) are refused while the parcel is on hold.
 */
export async function actOnParcel(
  db: Db,
  caller: AuthSession,
  trackingId: string,
  body: DeskActionBody,
): Promise<ParcelStory> {
  const found = await parcelByTrackingId(db, trackingId);
  if (!found) throw notFound(deskNoParcelMessage);
  // Read before the transaction: on PGlite's one connection a read on `db` inside it would wait forever.
  const rider = body.action === 'reassign' ? await findAssignableRider(db, body.riderId) : undefined;
  if (body.action === 'reassign' && !rider) {
    throw badRequest('Choose an approved rider.', { riderId: 'Choose an approved rider.' });
  }
  const network = body.action === 'reroute' ? await liveNetwork(db) : undefined;
  await transaction(db, async (tx) => {
    const parcel = await lockParcel(tx, found.id);
    if (!parcel) throw notFound(deskNoParcelMessage);
    const by = { userId: caller.user.id, note: body.reason };
    let details: Details = {};
    switch (body.action) {
      case 'hold':
        refuseFinished(parcel);
        if (
          !(await placeHold(tx, {
            parcelId: parcel.id,
            kind: 'desk',
            reason: body.reason,
            by: caller.user.id,
          }))
        )
          throw conflict(deskHeldMessage);
        break;
      case 'release':
        // Whatever held it (the desk, or a hub's damage report): head office's word releases it, with the reason.
        if (!(await releaseHold(tx, { parcelId: parcel.id, by: caller.user.id, note: body.reason })))
          throw conflict(deskNotHeldMessage);
        break;
      case 'lost':
        refuseFinished(parcel);
        if (!(await openLostException(tx, parcel.id, by))) throw conflict(deskAlreadyLostMessage);
        break;
      case 'found':
        if (!(await resolveLostException(tx, parcel.id, by))) throw conflict(deskNotLostMessage);
        break;
      case 'correct':
        refuseFinished(parcel);
        details = await correctDeliveryDetails(tx, parcel, body, {
          id: caller.user.id,
          note: body.reason,
          role: 'admin',
        });
        break;
      case 'reassign':
        refuseFinished(parcel);
        await refuseHeld(tx, parcel.id);
        // A parcel a rider or a hub already holds changes hands by a scan there, not from the office.
        if (parcel.status !== 'pending' && parcel.status !== 'assigned') throw conflict(deskReassignMessage);
        await giveLockedParcelsToRider(tx, [parcel], body.riderId, { id: caller.user.id, role: 'admin' });
        details = {
          riderBefore: parcel.riderId,
          riderAfter: body.riderId,
          riderName: rider?.fullName ?? null,
        };
        break;
      case 'reroute': {
        refuseFinished(parcel);
        await refuseHeld(tx, parcel.id);
        const hubs = network ? await rerouteParcel(tx, network, parcel.id, body.hubId) : null;
        if (!hubs) throw badRequest(deskHubMessage, { hubId: deskHubMessage });
        if (hubs.before?.id === hubs.after.id) throw conflict(deskSameHubMessage);
        details = { hubBefore: hubs.before?.code ?? null, hubAfter: hubs.after.code };
        break;
      }
    }
    await insertDeskAction(tx, {
      parcelId: parcel.id,
      action: body.action,
      reason: body.reason,
      details,
      actorId: caller.user.id,
    });
  });
  return getParcelStory(db, trackingId);
}

function refuseFinished(parcel: ParcelRow): void {
  if (finalParcelStatuses.includes(parcel.status)) throw conflict(deskFinishedMessage);
}

async function refuseHeld(tx: Tx, parcelId: string): Promise<void> {
  if (await openHoldOf(tx, parcelId)) throw conflict(deskHeldMessage);
}
