import type { LedgerAccountKind } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { riderIdsOf } from '../riders/riders.service.ts';
import { lockAccountsInOrder } from './entries.repository.ts';

// Account keys and the order their locks are taken in, shared by every posting.

export const riderKey = (riderId: string) => `rider:${riderId}`;

export const merchantKey = (merchantId: string) => `merchant:${merchantId}`;

export const hubKey = (hubId: string) => `hub:${hubId}`;

/** The lock key of an owned account, whatever its kind. */
export function ownerKey(accountKind: LedgerAccountKind, owner: string): string {
  if (accountKind === 'merchant_payable') return merchantKey(owner);
  if (accountKind === 'hub_cash' || accountKind === 'hub_receivable') return hubKey(owner);
  return riderKey(owner);
}

/** Takes the advisory locks of several accounts in one global order, so two postings never deadlock. */
export async function lockAccounts(tx: Db, keys: string[]): Promise<void> {
  await lockAccountsInOrder(tx, accountLockOrder(keys));
}

/** The one global order account locks are taken in (each key once). */
export const accountLockOrder = (keys: readonly string[]): string[] => [...new Set(keys)].sort();

export async function ownRiderIds(db: Db, caller: AuthSession): Promise<string[]> {
  const ids = await riderIdsOf(db, caller);
  if (ids.length === 0) throw forbidden('Only riders carry cash.');
  return ids;
}
