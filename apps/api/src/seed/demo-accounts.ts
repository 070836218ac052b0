import type { Role } from '@desh/shared';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { hubRiders, hubStaff, riders, users } from '../db/schema/index.ts';
import type { Auth } from '../lib/auth.ts';
import { seedNetwork } from '../modules/network/network-seed.ts';
import { setUserRole } from '../modules/users/users.repository.ts';

export const demoAccounts: ReadonlyArray<{ name: string; email: string; password: string; role: Role }> = [
  { name: 'Demo Admin', email: 'admin@desh.test', password: 'admin123', role: 'admin' },
  { name: 'Demo Rider', email: 'rider@desh.test', password: 'rider123', role: 'rider' },
  { name: 'Demo Customer', email: 'customer@desh.test', password: 'customer123', role: 'customer' },
  { name: 'Demo Hub Manager', email: 'hub@desh.test', password: 'hub12345', role: 'hub' },
];

/** The hub the demo rider and the demo hub manager work at (the network is seeded first). */
export const demoHubId = 'dhk-mir';

/** Creates the demo accounts, but only in an empty database: never over real users. */
export async function seedDemoAccounts(db: Db, auth: Auth): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  await seedNetwork(db);
  for (const account of demoAccounts) {
    const result = await auth.api.signUpEmail({
      body: { name: account.name, email: account.email, password: account.password },
    });
    await setUserRole(db, result.user.id, account.role);
    if (account.role === 'hub') {
      await db.insert(hubStaff).values({ userId: result.user.id, hubId: demoHubId, position: 'manager' });
    }
    if (account.role === 'rider') {
      // A rider is someone whose application was approved: give the demo rider one so parcels can be assigned.
      const riderId = crypto.randomUUID();
      await db.insert(riders).values({
        id: riderId,
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
      await db.insert(hubRiders).values({ riderId, hubId: demoHubId });
    }
  }
  return true;
}
