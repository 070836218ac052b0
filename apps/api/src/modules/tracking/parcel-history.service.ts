import type { ParcelEvent, ParcelStatus } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { isServerNote } from '../delivery/event-notes.ts';
import { findParcelOwnership, listParcelEvents } from '../parcels/parcel-history.repository.ts';
import { mayReadParcel } from '../parcels/parcels.service.ts';

/**
 * A parcel's timeline for a signed-in caller, with the words people typed on its steps (an admin's
 * reason for a return, why a status was corrected) when the caller may read the parcel in full: its sender, its rider, an
 * admin. Anyone else gets the steps without notes, which public tracking shows anyway, so a page can
 * ask without knowing whose parcel it shows.
 */
export async function getParcelHistory(
  db: Db,
  caller: AuthSession,
  trackingId: string,
): Promise<ParcelEvent[]> {
  const parcel = await findParcelOwnership(db, trackingId);
  if (!parcel) throw notFound('No parcel has this tracking ID.');
  const withNotes = await mayReadParcel(db, caller, parcel);
  const events = await listParcelEvents(db, parcel.id);
  return events.map((event) => ({
    id: event.id,
    fromStatus: event.fromStatus as ParcelStatus | null,
    toStatus: event.toStatus as ParcelStatus,
    // The server's own notes are told by the public reason code already; only typed words are added.
    note: withNotes && !isServerNote(event.toStatus as ParcelStatus, event.note) ? event.note : null,
    actorRole: withNotes ? event.actorRole : null,
    createdAt: event.createdAt.toISOString(),
  }));
}
