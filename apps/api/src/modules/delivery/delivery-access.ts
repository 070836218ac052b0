import type { Role } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { roleOf } from '../../lib/role-of.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { notAssignedToYou } from '../parcels/parcel-status-errors.ts';
import type { FileStorage } from '../uploads/storage.ts';

/** What the delivery actions need beyond the caller: the database, photo storage and the attempt limit. */
export interface DeliveryDeps {
  db: Db;
  storage: FileStorage;
  /** Failed attempts after which a parcel goes back to its sender (MAX_DELIVERY_ATTEMPTS). */
  maxAttempts: number;
}

export interface Actor {
  id: string;
  role: Role;
}

/**
 * The role the caller acts in on this parcel: an admin; the rider it is assigned to; its sender
 * (as `customer`, whatever their account's role). Anyone else may not touch it.
 */
export function actorOn(caller: AuthSession, parcel: ParcelRow, carriedByCaller: boolean): Actor {
  const role = roleOf(caller);
  if (role === 'admin') return { id: caller.user.id, role };
  if (parcel.riderId && carriedByCaller) return { id: caller.user.id, role: 'rider' };
  if (parcel.senderId === caller.user.id) return { id: caller.user.id, role: 'customer' };
  if (role === 'rider') throw notAssignedToYou();
  throw forbidden('Only the rider assigned to this parcel (or an admin) can do that.');
}
