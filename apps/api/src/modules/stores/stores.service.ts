import crypto from 'node:crypto';
import {
  maxStoresPerMerchant,
  normalizeBdMobile,
  type Store,
  type StoreData,
  type StoreUpdate,
} from '@desh/shared';
import { chooseUpazilaMessage, findUpazila } from '@desh/shared/areas';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { pickColumns } from '../../lib/rows.ts';
import {
  clearDefaultStore,
  countStoresByOwner,
  deleteStore,
  findStore,
  findStoreContacts,
  insertStore,
  listStoresByOwner,
  lockOwnerStores,
  type StoreRow,
  updateStore,
} from './stores.repository.ts';

function toStore(row: StoreRow): Store {
  return {
    ...pickColumns(row, [
      'id',
      'name',
      'contactPhone',
      'address',
      'district',
      'upazila',
      'isDefault',
      'codMode',
    ]),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The store behind each parcel a rider picks up (by store id): its name and the phone the shop
 * answers, read in one statement. A deleted store is missing from the map.
 */
export async function storeContactsOf(
  db: Db,
  storeIds: readonly string[],
): Promise<Map<string, { name: string; phone: string }>> {
  const rows = await findStoreContacts(db, [...new Set(storeIds)]);
  return new Map(rows.map((row) => [row.id, { name: row.name, phone: row.contactPhone }]));
}

/** The upazila's id if it lies in the district; a blank one is none. */
function upazilaIn(district: string, upazila: string | undefined | null): string | null {
  if (!upazila) return null;
  const found = findUpazila(district, upazila);
  if (!found) throw badRequest(chooseUpazilaMessage, { upazila: chooseUpazilaMessage });
  return found.id;
}

export async function listStores(db: Db, caller: AuthSession): Promise<Store[]> {
  return (await listStoresByOwner(db, caller.user.id)).map(toStore);
}

/** A merchant's own store; another's answers like a missing one. */
export async function getOwnStore(db: Db, ownerId: string, id: string): Promise<Store> {
  const row = await findStore(db, id);
  if (!row || row.ownerId !== ownerId) throw notFound('No store has that ID.');
  return toStore(row);
}

export async function createStore(db: Db, caller: AuthSession, input: StoreData): Promise<Store> {
  const ownerId = caller.user.id;
  const upazila = upazilaIn(input.district, input.upazila);
  const row = await db.transaction(async (tx) => {
    await lockOwnerStores(tx, ownerId);
    const count = await countStoresByOwner(tx, ownerId);
    if (count >= maxStoresPerMerchant) {
      throw new AppError(
        409,
        'TOO_MANY_STORES',
        `You can keep up to ${maxStoresPerMerchant} stores.`,
        undefined,
        { max: maxStoresPerMerchant },
      );
    }
    // The first store is the default, whatever the form said.
    const isDefault = count === 0 || input.isDefault === true;
    if (isDefault) await clearDefaultStore(tx, ownerId);
    return insertStore(tx, {
      id: crypto.randomUUID(),
      ownerId,
      name: input.name,
      contactPhone: normalizeBdMobile(input.contactPhone),
      address: input.address,
      district: input.district,
      upazila,
      isDefault,
      ...(input.codMode ? { codMode: input.codMode } : {}),
    });
  });
  return toStore(row);
}

export async function changeStore(
  db: Db,
  caller: AuthSession,
  id: string,
  input: StoreUpdate,
): Promise<Store> {
  const ownerId = caller.user.id;
  const current = await getOwnStore(db, ownerId, id);
  const district = input.district ?? current.district;
  // A new district without a new upazila drops the old one, which belonged to the old district.
  const upazilaText =
    input.upazila !== undefined ? input.upazila : input.district !== undefined ? null : current.upazila;
  const upazila = upazilaIn(district, upazilaText);
  const row = await db.transaction(async (tx) => {
    await lockOwnerStores(tx, ownerId);
    if (input.isDefault === true) await clearDefaultStore(tx, ownerId, id);
    return updateStore(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.contactPhone !== undefined ? { contactPhone: normalizeBdMobile(input.contactPhone) } : {}),
      ...(input.address !== undefined ? { address: input.address } : {}),
      district,
      upazila,
      // Unsetting the default is done by making another store the default.
      ...(input.isDefault === true ? { isDefault: true } : {}),
      ...(input.codMode !== undefined ? { codMode: input.codMode } : {}),
    });
  });
  if (!row) throw notFound('No store has that ID.');
  return toStore(row);
}

export async function removeStore(db: Db, caller: AuthSession, id: string): Promise<void> {
  const ownerId = caller.user.id;
  const current = await getOwnStore(db, ownerId, id);
  await db.transaction(async (tx) => {
    await lockOwnerStores(tx, ownerId);
    await deleteStore(tx, id);
    // Someone with stores always has a default: the oldest remaining takes over.
    if (current.isDefault) {
      const [next] = await listStoresByOwner(tx, ownerId);
      if (next) await updateStore(tx, next.id, { isDefault: true });
    }
  });
}

export { findStoresMatching } from './stores.repository.ts';
