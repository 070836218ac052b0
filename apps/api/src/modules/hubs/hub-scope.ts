import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { roleOf } from '../../lib/role-of.ts';
import { hubIdsOfUser } from './staff.repository.ts';

/**
 * The hubs a caller may see in the admin's hub screens: every hub for an admin, the hubs they work at
 * for hub staff, none for anyone else. `undefined` means all of them.
 */
export async function visibleHubIds(db: Db, caller: AuthSession): Promise<string[] | undefined> {
  const role = roleOf(caller);
  if (role === 'admin') return undefined;
  if (role === 'hub') return hubIdsOfUser(db, caller.user.id);
  return [];
}

/** Hub staff read only their own hubs (a Rangpur manager never sees Sylhet's staff); admins read all. */
export async function assertHubVisible(db: Db, caller: AuthSession, hubId: string): Promise<void> {
  const visible = await visibleHubIds(db, caller);
  if (visible && !visible.includes(hubId)) throw forbidden('You do not work at this hub.');
}
