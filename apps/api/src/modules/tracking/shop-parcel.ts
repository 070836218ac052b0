import {
  type ParcelStatus,
  type ShopParcelPage,
  shopCorrectableStatuses,
  shopEditableStatuses,
  shopNotYoursMessage,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { parcelDoorRecord } from '../delivery/door-record.ts';
import { isServerNote, publicEventDetail } from '../delivery/event-notes.ts';
import { parcelLedgerLines } from '../ledger/parcel-ledger.ts';
import { parcelTrail } from '../network/parcel-trail.ts';
import { latestDecisionOf } from '../parcels/failed-decisions.ts';
import { parcelByTrackingId } from '../parcels/parcel-corrections.ts';
import { listParcelEvents } from '../parcels/parcel-history.repository.ts';
import { toParcel } from '../parcels/parcel-mapper.ts';
import { mayReadParcel } from '../parcels/parcels.service.ts';
import { receiverEventDetail } from '../receivers/receiver-notes.ts';
import { receiverRequestFor } from '../receivers/receiver-page.service.ts';

/** A staff member as a shop sees them: the first word of their name, never the rest or their phone. */
export function firstNameOf(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/**
 * The shop's page for one of its parcels: the parcel as booked (receiver, COD, fee parts), its
 * timeline, its custody chain (each scan's hub, bag and seal, time, and who by role and first name),
 * the door (attempts, calls, proof), what the receiver told us and its lines on the merchant's
 * account. Its sender, an admin, or the rider it is assigned to may read it; the same reads head
 * office's parcel page makes (admin/parcel-story.ts), with people cut down to role and first name.
 */
export async function getShopParcelPage(
  db: Db,
  caller: AuthSession,
  trackingId: string,
): Promise<ShopParcelPage> {
  const parcel = await parcelByTrackingId(db, trackingId);
  if (!parcel) throw notFound('No parcel has this tracking ID.');
  if (!(await mayReadParcel(db, caller, parcel))) throw forbidden(shopNotYoursMessage);
  const needsDecision = (shopCorrectableStatuses as readonly string[]).includes(parcel.status);
  const [trail, door, money, events, receiverRequest, decision] = await Promise.all([
    parcelTrail(db, parcel.id),
    parcelDoorRecord(db, parcel.id),
    parcelLedgerLines(db, parcel.id),
    listParcelEvents(db, parcel.id),
    needsDecision ? receiverRequestFor(db, parcel.id) : null,
    needsDecision ? latestDecisionOf(db, parcel.id) : null,
  ]);
  return {
    parcel: toParcel(parcel),
    editable: (shopEditableStatuses as readonly string[]).includes(parcel.status),
    needsDecision,
    decision,
    receiverRequest,
    timeline: events.map((event) => ({
      fromStatus: event.fromStatus as ParcelStatus | null,
      toStatus: event.toStatus as ParcelStatus,
      // The server's own notes are told by the status already; only words people typed are shown.
      note: isServerNote(event.toStatus as ParcelStatus, event.note) ? null : event.note,
      // Its reason code, worded by the page in its language as public tracking words it (issue 63).
      ...publicEventDetail(
        event.toStatus as ParcelStatus,
        event.note,
        event.fromStatus as ParcelStatus | null,
      ),
      actorRole: event.actorRole,
      at: event.createdAt.toISOString(),
    })),
    custody: trail.custody.map((scan) => ({
      action: scan.action,
      result: scan.result,
      toHolder: scan.toHolder,
      hub: scan.hub,
      bagCode: scan.bagCode,
      sealNumber: scan.sealNumber,
      by: scan.by ? { role: scan.by.role, firstName: firstNameOf(scan.by.name) } : null,
      at: scan.scannedAt,
    })),
    attempts: door.attempts.map((attempt) => ({
      attemptNo: attempt.attemptNo,
      reason: attempt.reason,
      note: attempt.note,
      riderFirstName: firstNameOf(attempt.riderName),
      at: attempt.at,
    })),
    calls: door.calls.map((call) => ({ riderFirstName: firstNameOf(call.riderName), at: call.at })),
    proofs: door.proofs,
    receiverNotes: events.flatMap((event) =>
      event.note && receiverEventDetail(event.note)
        ? [{ note: event.note, at: event.createdAt.toISOString() }]
        : [],
    ),
    ledger: money
      .filter((line) => line.account === 'merchant_payable')
      .map(({ entryId, kind, purpose, amountPoisha, at }) => ({ entryId, kind, purpose, amountPoisha, at })),
  };
}
