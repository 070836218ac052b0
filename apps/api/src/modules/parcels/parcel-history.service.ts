import type { ParcelEvent, ParcelStatus } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { findParcelOwnership, listParcelEvents } from './parcel-history.repository.ts';
import { ensureMayReadParcel } from './parcels.service.ts';

/**
 * A parcel's timeline with its notes (an admin's reason for a return, why a rider was taken off), for
 * the people who may read the parcel in full. Public tracking shows the same steps without any note.
 */
export async function getParcelHistory(
  db: Db,
  caller: AuthSession,
  trackingId: string,
): Promise<ParcelEvent[]> {
  const parcel = await findParcelOwnership(db, trackingId);
  if (!parcel) throw notFound('No parcel has this tracking ID.');
  await ensureMayReadParcel(db, caller, parcel);
  const events = await listParcelEvents(db, parcel.id);
  return events.map((event) => ({
    id: event.id,
    fromStatus: event.fromStatus as ParcelStatus | null,
    toStatus: event.toStatus as ParcelStatus,
    note: event.note,
    actorRole: event.actorRole,
    createdAt: event.createdAt.toISOString(),
  }));
}
