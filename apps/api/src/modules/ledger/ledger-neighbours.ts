import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';

/** Cash on deliveries that wait for an admin's approval, and how many. */
export interface PendingCash {
  count: number;
  cashPoisha: number;
}

/**
 * What the ledger asks of the modules of a parcel's road, which sit above it (DEVELOPERS.md, "Which
 * way API folders depend"): app.ts hands network's hub access and delivery's approvals to ledgerRoutes.
 */
export interface LedgerNeighbours {
  /** The caller acting at a hub: an admin anywhere, the hub's own staff; refuses anyone else. */
  actorAtHub(db: Db, caller: AuthSession, hubId: string): Promise<{ userId: string }>;
  /** The same, and of the hub's staff its managers only. */
  managerAtHub(db: Db, caller: AuthSession, hubId: string): Promise<{ userId: string }>;
  /** A merchant's cash on deliveries waiting for approval: shown beside the payable, never in it. */
  pendingApprovalOfMerchant(db: Db, merchantId: string): Promise<PendingCash>;
  /** Riders' cash on deliveries waiting for approval: not in their cash in hand until approved. */
  pendingApprovalOfRiders(db: Db, riderIds: string[]): Promise<PendingCash>;
}
