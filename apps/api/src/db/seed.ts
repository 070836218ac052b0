import type { Role } from '@desh/shared';
import { count } from 'drizzle-orm';
import type { Auth } from '../lib/auth.ts';
import { setUserRole } from '../modules/users/users.repository.ts';
import type { Db } from './client.ts';
import { riders, users } from './schema/index.ts';

export const demoAccounts: ReadonlyArray<{ name: string; email: string; password: string; role: Role }> = [
  { name: 'Demo Admin', email: 'admin@desh.test', password: 'admin123', role: 'admin' },
  { name: 'Demo Rider', email: 'rider@desh.test', password: 'rider123', role: 'rider' },
  { name: 'Demo Customer', email: 'customer@desh.test', password: 'customer123', role: 'customer' },
];

/** Creates the demo accounts, but only in an empty database: never over real users. */
export async function seedDemoAccounts(db: Db, auth: Auth): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  for (const account of demoAccounts) {
    const result = await auth.api.signUpEmail({
      body: { name: account.name, email: account.email, password: account.password },
    });
    await setUserRole(db, result.user.id, account.role);
    if (account.role === 'rider') {
      // A rider is someone whose application was approved: give the demo rider one so parcels can be assigned.
      await db.insert(riders).values({
        id: crypto.randomUUID(),
        userId: result.user.id,
        fullName: account.name,
        phone: '01712345678',
        region: 'dhaka',
        vehicleType: 'motorbike',
        name: account.name,
        email: account.email,
        status: 'approved',
        reviewedAt: new Date(),
      });
    }
  }
  return true;
}
