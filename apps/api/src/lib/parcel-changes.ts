import type { ParcelStatus } from '@desh/shared';

/**
 * What a committed parcel change says on the database's NOTIFY channels: written by the parcels
 * module in the change's transaction, heard by the realtime hub (plugins/realtime.ts) in every process.
 */

/** Postgres NOTIFY channel every parcel change is announced on (delivered on commit, to every process). */
export const parcelChannel = 'parcel_events';

/**
 * NOTIFY channel a change of where parcels are is announced on when their status stays (a hub's scan,
 * a trip dispatched, a rider given parcels at the hub): their tracking IDs, comma-separated, so the
 * tracking caches of every process drop them at once (delivered on commit).
 */
export const parcelPlaceChannel = 'parcel_places';

/** One parcel change as the parcel channel carries it. */
export interface ParcelChange {
  parcelId: string;
  trackingId: string;
  senderId: string;
  riderId: string | null;
  fromStatus: ParcelStatus | null;
  toStatus: ParcelStatus;
  note: string | null;
  at: string;
}
