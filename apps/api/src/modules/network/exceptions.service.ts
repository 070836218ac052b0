import { type NetworkExceptionView, readScannedCode } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../lib/role-of.ts';
import { isPhotoOfParcel, saveDamagePhoto } from '../delivery/delivery.service.ts';
import { placeHold, releaseHold } from '../parcels/parcel-holds.ts';
import type { FileStorage } from '../uploads/storage.ts';
import { actorAtHub, actorFromPosition, atHub } from './hub-access.ts';
import {
  findStaffPosition,
  insertException,
  listExceptions,
  lockException,
  lockParcelForScan,
  updateException,
} from './network.repository.ts';
import { managersOnly, unknownLabel } from './network-errors.ts';
import { liveNetwork } from './network-map.ts';
import { toExceptionView } from './network-views.ts';

/**
 * A damaged parcel found at a hub: a note, and a photo taken with the handover-photo upload. The
 * parcel is held from then on: not assigned, bagged or handed out until a manager or admin releases it
 * (resolves the report, saying why) or it goes back to its sender.
 */
export async function reportDamage(
  db: Db,
  caller: AuthSession,
  hubId: string,
  input: { code: string; note: string; photoId?: string | undefined },
): Promise<NetworkExceptionView> {
  const { actor, network } = await atHub(db, caller, hubId);
  const code = readScannedCode(input.code);
  if (code?.kind !== 'parcel') throw unknownLabel();
  return transaction(db, async (tx) => {
    const found = await lockParcelForScan(tx, code.trackingId);
    if (!found) throw unknownLabel();
    if (input.photoId && !(await isPhotoOfParcel(tx, input.photoId, found.parcel.id))) {
      throw badRequest('Take the photo of this parcel again.', {
        photoId: 'Take the photo of this parcel again.',
      });
    }
    const row = await insertException(tx, {
      id: crypto.randomUUID(),
      parcelId: found.parcel.id,
      kind: 'damaged',
      hubId,
      lastHolder: `${found.custody.holderKind}${found.custody.hubId ? `:${found.custody.hubId}` : ''}`,
      note: input.note,
      photoId: input.photoId ?? null,
      createdBy: actor.userId,
    });
    if (!row) throw conflict('This parcel already has an open damage report.');
    // Held from now on (one hold: a parcel head office already holds stays held by its desk hold).
    await placeHold(tx, { parcelId: found.parcel.id, kind: 'damage', reason: input.note, by: actor.userId });
    return toExceptionView(network, row, found.parcel.trackingId);
  });
}

export async function hubExceptions(
  db: Db,
  caller: AuthSession,
  hubId: string,
): Promise<NetworkExceptionView[]> {
  const { network } = await atHub(db, caller, hubId);
  const rows = await listExceptions(db, { hubId });
  return rows.map((row) => toExceptionView(network, row.exception, row.trackingId, row.bag, row.shownAt));
}

/** Admins see every hub's exceptions, the open ones by default. */
export async function allExceptions(
  db: Db,
  status: 'open' | 'resolved' | undefined,
): Promise<NetworkExceptionView[]> {
  const network = await liveNetwork(db);
  const rows = await listExceptions(db, status ? { status } : {});
  return rows.map((row) => toExceptionView(network, row.exception, row.trackingId, row.bag, row.shownAt));
}

export async function resolveException(
  db: Db,
  caller: AuthSession,
  id: string,
  note: string,
): Promise<NetworkExceptionView> {
  const network = await liveNetwork(db);
  return transaction(db, async (tx) => {
    const found = await lockException(tx, id);
    if (!found) throw notFound('No such exception.');
    const row = found.exception;
    if (roleOf(caller) !== 'admin') {
      // Staff of the hub it is shown at (where a damaged parcel is now); releasing a damaged parcel is
      // a manager's call.
      const hubId = found.shownAt;
      if (!hubId) throw notFound('No such exception.');
      // Read in the transaction: on PGlite's one connection a query on `db` would wait for it forever.
      const actor = actorFromPosition(
        network,
        caller,
        hubId,
        await findStaffPosition(tx, caller.user.id, hubId),
      );
      // So is confirming that another hub took a parcel this hub answered for.
      if ((row.kind === 'damaged' || row.kind === 'taken_from_holder') && actor.standing === 'operator') {
        throw managersOnly();
      }
    }
    if (row.status === 'resolved') throw conflict('This exception is already resolved.');
    const updated = await updateException(tx, id, {
      status: 'resolved',
      resolvedAt: new Date(),
      resolvedBy: caller.user.id,
      resolutionNote: note,
    });
    // Released: who and why are the resolution's.
    if (row.kind === 'damaged' && row.parcelId) {
      await releaseHold(tx, { parcelId: row.parcelId, kind: 'damage', by: caller.user.id, note });
    }
    return toExceptionView(network, updated ?? row, found.trackingId, found.bag, found.shownAt);
  });
}

/** A photo of a damaged parcel at the hub, before the report that cites it. */
export async function uploadDamagePhoto(
  deps: { db: Db; storage: FileStorage },
  caller: AuthSession,
  hubId: string,
  scanned: string,
  image: { bytes: Buffer; extension: string; contentType: string },
): Promise<{ photoId: string }> {
  const actor = await actorAtHub(deps.db, caller, hubId);
  const code = readScannedCode(scanned);
  if (code?.kind !== 'parcel') throw unknownLabel();
  const parcel = await transaction(deps.db, (tx) => lockParcelForScan(tx, code.trackingId));
  if (!parcel) throw unknownLabel();
  return saveDamagePhoto(deps, parcel.parcel.id, actor.userId, image);
}
