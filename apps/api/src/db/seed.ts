import type { Role } from '@desh/shared';
import { count } from 'drizzle-orm';
import type { Auth, AuthSession } from '../lib/auth.ts';
import { addStaff, assignRiderHub } from '../modules/hubs/staff.service.ts';
import { seedNetwork } from '../modules/network/network-seed.ts';
import { applyAsRider, approveRider } from '../modules/riders/riders.service.ts';
import { changeRoleIfCurrent } from '../modules/users/users.service.ts';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';

export const demoAccounts: ReadonlyArray<{ name: string; email: string; password: string; role: Role }> = [
  { name: 'Demo Admin', email: 'admin@desh.test', password: 'admin123', role: 'admin' },
  { name: 'Demo Rider', email: 'rider@desh.test', password: 'rider123', role: 'rider' },
  { name: 'Demo Customer', email: 'customer@desh.test', password: 'customer123', role: 'customer' },
  { name: 'Demo Hub Manager', email: 'hub@desh.test', password: 'hub12345', role: 'hub' },
];

/** The hub the demo rider and the demo hub manager work at (the network is seeded first). */
export const demoHubId = 'dhk-mir';

/** The demo rider's phone, as their application gives it. */
const demoRiderPhone = '01712345678';

/** The session a sign-in's cookies stand for, read afresh at each call (as the API would see it). */
function sessionFrom(auth: Auth, email: string, headers: Headers) {
  const cookie = headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  return async (): Promise<AuthSession> => {
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    if (!session) throw new Error(`the demo account ${email} has no session`);
    return session;
  };
}

/** Signs an account up as a person would, and answers its session. */
async function signUp(auth: Auth, account: (typeof demoAccounts)[number]) {
  const { headers } = await auth.api.signUpEmail({
    body: { name: account.name, email: account.email, password: account.password },
    returnHeaders: true,
  });
  return sessionFrom(auth, account.email, headers);
}

/** Signs a demo account in with its password: the session the demo business acts with. */
export async function demoSession(auth: Auth, role: Role): Promise<AuthSession> {
  const account = accountOf(role);
  const { headers } = await auth.api.signInEmail({
    body: { email: account.email, password: account.password },
    returnHeaders: true,
  });
  return sessionFrom(auth, account.email, headers)();
}

const accountOf = (role: Role) => {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  return account;
};

/**
 * Creates the demo accounts, but only in an empty database: never over real users. Each is made as
 * the business would make it, through the modules' own functions: everyone signs up; the admin is
 * given the role (as `npm run user:role` does); the admin puts the hub manager on the hub's staff,
 * approves the rider's application and gives the rider the hub.
 */
export async function seedDemoAccounts(db: Db, auth: Auth): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  await seedNetwork(db);
  const sessionOf = new Map<Role, () => Promise<AuthSession>>();
  for (const account of demoAccounts) sessionOf.set(account.role, await signUp(auth, account));
  const session = (role: Role) => {
    const of = sessionOf.get(role);
    if (!of) throw new Error(`no demo ${role}`);
    return of();
  };
  const admin = await session('admin');
  await changeRoleIfCurrent(db, admin.user.id, 'admin', ['customer']);
  const asAdmin = await session('admin');
  await addStaff(db, asAdmin, demoHubId, { email: accountOf('hub').email, position: 'manager' });
  const rider = accountOf('rider');
  // A rider is someone whose application was approved: the demo rider applies and is approved, so
  // parcels can be assigned.
  const application = await applyAsRider(db, await session('rider'), {
    fullName: rider.name,
    phone: demoRiderPhone,
    region: 'dhaka',
    vehicleType: 'motorbike',
  });
  await approveRider(db, asAdmin, application._id);
  await assignRiderHub(db, application._id, demoHubId);
  return true;
}
