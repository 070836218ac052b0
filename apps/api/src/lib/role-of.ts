import type { Role } from '@desh/shared';
import type { AuthSession } from './auth.ts';

/** The caller's role: what their account says, a customer when it says nothing (the spec's default). */
export function roleOf(session: AuthSession): Role {
  return ((session.user as { role?: Role }).role ?? 'customer') as Role;
}
