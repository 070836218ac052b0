import type {
  ParcelStatus,
  ParcelStreamChange,
  PublicTracking,
  PublicTrackingEvent,
  TrackingStatusMessage,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { notFound } from '../../lib/errors.ts';
import type { NotifiedCache } from '../../lib/notified-cache.ts';
import { pickColumns } from '../../lib/rows.ts';
import type { RealtimeHub } from '../../plugins/realtime.ts';
import { publicEventDetail } from '../delivery/event-notes.ts';
import type { ParcelChange } from '../parcels/parcel-events.ts';
import { riderIdsOf } from '../riders/riders.service.ts';
import { findTrackingRow, type TrackingRow } from './tracking.repository.ts';

const noSuchParcel = () => notFound('No parcel has this tracking ID.');

/** A step as anyone may see it: its note stays private, only the fixed reason it stands for is shown. */
function toPublicEvent(change: {
  toStatus: string;
  fromStatus: string | null;
  note: string | null;
  at: string | Date;
}): PublicTrackingEvent {
  const toStatus = change.toStatus as ParcelStatus;
  return {
    toStatus,
    fromStatus: change.fromStatus as ParcelStatus | null,
    ...publicEventDetail(toStatus, change.note, change.fromStatus as ParcelStatus | null),
    at: new Date(change.at).toISOString(),
  };
}

function toPublicTracking(row: TrackingRow): PublicTracking {
  return {
    ...pickColumns(row, [
      'trackingId',
      'status',
      'parcelType',
      'pickupDistrict',
      'deliveryDistrict',
      'deliveryType',
      'promisedDate',
    ]),
    bookingTime: row.bookingTime.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    events: row.events.map(toPublicEvent),
    milestones: row.milestones.map((m) => ({
      kind: m.kind,
      hub: { code: m.code, name: m.name, nameBn: m.nameBn },
      at: new Date(m.at).toISOString(),
    })),
    legs: row.legs,
  };
}

async function readPublicTracking(db: Db, trackingId: string): Promise<PublicTracking | null> {
  const row = await findTrackingRow(db, trackingId);
  return row ? toPublicTracking(row) : null;
}

/** The public view of one parcel; unknown IDs are cached too, so guessing IDs costs the database little. */
export async function getPublicTracking(
  db: Db,
  trackingId: string,
  cache?: NotifiedCache<PublicTracking | null>,
): Promise<PublicTracking> {
  const tracking = cache
    ? await cache.load(trackingId, () => readPublicTracking(db, trackingId))
    : await readPublicTracking(db, trackingId);
  if (!tracking) throw noSuchParcel();
  return tracking;
}

/** The answer this process already holds for an ID (or its not-found error); undefined when it must read. */
export function cachedPublicTracking(
  cache: NotifiedCache<PublicTracking | null>,
  trackingId: string,
): PublicTracking | undefined {
  const hit = cache.peek(trackingId);
  if (hit && !hit.value) throw noSuchParcel();
  return hit?.value ?? undefined;
}

export interface TrackingWatch {
  snapshot: PublicTracking;
  /** Starts delivery; changes that arrived while the snapshot was read are delivered first. */
  start(send: (message: TrackingStatusMessage) => void): void;
  stop(): void;
}

/**
 * Subscribes before reading the snapshot, so a change committed in between is never lost
 * (it may repeat a step the snapshot already has; clients merge by time and status).
 */
export async function watchTracking(db: Db, hub: RealtimeHub, trackingId: string): Promise<TrackingWatch> {
  const early: ParcelChange[] = [];
  let deliver: ((change: ParcelChange) => void) | undefined;
  const stop = hub.subscribeTracking(trackingId, (change) =>
    deliver ? deliver(change) : early.push(change),
  );
  let row: TrackingRow | undefined;
  try {
    row = await findTrackingRow(db, trackingId);
  } catch (error) {
    stop();
    throw error;
  }
  if (!row) {
    stop();
    throw noSuchParcel();
  }
  return {
    snapshot: toPublicTracking(row),
    start(send) {
      deliver = (change) =>
        send({
          trackingId: change.trackingId,
          status: change.toStatus,
          updatedAt: change.at,
          event: toPublicEvent(change),
        });
      for (const change of early.splice(0)) deliver(change);
    },
    stop,
  };
}

/**
 * Changes to the caller's own parcels: those they sent and, for a rider, those assigned to them.
 * Resolves to a subscribe function that returns its unsubscribe.
 */
export async function watchOwnParcels(
  db: Db,
  hub: RealtimeHub,
  session: AuthSession,
): Promise<(send: (change: ParcelStreamChange) => void) => () => void> {
  const riderIds = await riderIdsOf(db, session);
  return (send) =>
    hub.subscribeAudience({ senderId: session.user.id, riderIds }, (change) =>
      send({
        parcelId: change.parcelId,
        trackingId: change.trackingId,
        toStatus: change.toStatus,
        at: change.at,
      }),
    );
}
