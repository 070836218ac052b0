import type { RiderCash } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { riderIdsOf } from '../riders/riders.service.ts';
import { getRiderCash } from './handovers.service.ts';
import type { LedgerNeighbours } from './ledger-neighbours.ts';

/**
 * The rider's cash page: the ledger's balances, plus cash taken on photo deliveries still waiting
 * for an admin. That cash is in the rider's pocket but in no balance: it is booked on approval.
 */
export async function getRiderCashView(
  db: Db,
  { pendingApprovalOfRiders }: LedgerNeighbours,
  caller: AuthSession,
): Promise<RiderCash> {
  const cash = await getRiderCash(db, caller);
  const pending = await pendingApprovalOfRiders(db, await riderIdsOf(db, caller));
  return { ...cash, pendingApprovalPoisha: pending.cashPoisha };
}
