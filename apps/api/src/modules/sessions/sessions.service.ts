import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { deleteUserSession } from './sessions.repository.ts';

/**
 * Ends one of the caller's sessions by the id list-sessions shows (its answers carry no tokens, so
 * Better Auth's token-based revoke-session cannot be fed from them). Another user's id answers like
 * a missing one.
 */
export async function revokeSessionById(db: Db, caller: AuthSession, id: string): Promise<void> {
  if (!(await deleteUserSession(db, caller.user.id, id))) throw notFound('No session has that ID.');
}
