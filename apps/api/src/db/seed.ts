import { type DistrictId, districtById, type Role } from '@desh/shared';
import { demoNetwork } from '@desh/shared/network';
import { count } from 'drizzle-orm';
import type { Auth, AuthSession } from '../lib/auth.ts';
import { addStaff, assignRiderHub } from '../modules/hubs/staff.service.ts';
import { hubIdOf, seedNetwork } from '../modules/network/network-seed.ts';
import { applyAsRider, approveRider } from '../modules/riders/riders.service.ts';
import { changeRoleIfCurrent } from '../modules/users/users.service.ts';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
  /** The hub a demo hub manager manages or a demo rider rides for. */
  hubId?: string;
  /** A demo rider's phone, as their application gives it. */
  phone?: string;
}

/**
 * The people the demo business runs on, each a sign-in anyone trying the app can use: the first four
 * are the demo's own (README); the others staff the hubs the demo parcels travel through (the sorting
 * centre, Sylhet and Chattogram) and ride for the last two, so every parcel's road is walked by people.
 */
export const demoAccounts: ReadonlyArray<DemoAccount> = [
  { name: 'Demo Admin', email: 'admin@desh.test', password: 'admin123', role: 'admin' },
  {
    name: 'Demo Rider',
    email: 'rider@desh.test',
    password: 'rider123',
    role: 'rider',
    hubId: 'dhk-mir',
    phone: '01712345678',
  },
  { name: 'Demo Customer', email: 'customer@desh.test', password: 'customer123', role: 'customer' },
  { name: 'Demo Hub Manager', email: 'hub@desh.test', password: 'hub12345', role: 'hub', hubId: 'dhk-mir' },
  {
    name: 'Tejgaon Sorting Manager',
    email: 'sorting@desh.test',
    password: 'hub12345',
    role: 'hub',
    hubId: 'dhk-sc',
  },
  { name: 'Sylhet Hub Manager', email: 'sylhet@desh.test', password: 'hub12345', role: 'hub', hubId: 'syl' },
  {
    name: 'Chattogram Hub Manager',
    email: 'chattogram@desh.test',
    password: 'hub12345',
    role: 'hub',
    hubId: 'ctg',
  },
  {
    name: 'Sylhet Rider',
    email: 'rider.sylhet@desh.test',
    password: 'rider123',
    role: 'rider',
    hubId: 'syl',
    phone: '01712345679',
  },
  {
    name: 'Chattogram Rider',
    email: 'rider.chattogram@desh.test',
    password: 'rider123',
    role: 'rider',
    hubId: 'ctg',
    phone: '01812345670',
  },
];

/** The hub the demo rider and the demo hub manager work at (the network is seeded first). */
export const demoHubId = 'dhk-mir';

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
async function signUp(auth: Auth, account: DemoAccount) {
  const { headers } = await auth.api.signUpEmail({
    body: { name: account.name, email: account.email, password: account.password },
    returnHeaders: true,
  });
  return sessionFrom(auth, account.email, headers);
}

/** The district a demo hub stands in: its riders apply for work there. */
function districtOfHub(hubId: string): DistrictId {
  const hub = demoNetwork.hubs.find((candidate) => hubIdOf(candidate.code) === hubId);
  const district = hub && districtById(hub.district)?.id;
  if (!district) throw new Error(`no demo hub ${hubId}`);
  return district;
}

export const accountOf = (role: Role) => {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  return account;
};

/** A demo account's session as the API would see it now, from the sign-up's cookies (no password hashed again). */
export type DemoSessions = (account: DemoAccount) => Promise<AuthSession>;

/**
 * Creates the demo accounts, but only in an empty database: never over real users. Each is made as
 * the business would make it, through the modules' own functions: everyone signs up; the admin is
 * given the role (as `npm run user:role` does); the admin puts each hub manager on their hub's staff,
 * approves each rider's application and gives the rider their hub. Answers their sessions (the demo
 * business acts with them), or undefined when the database already had users.
 */
export async function seedDemoAccounts(db: Db, auth: Auth): Promise<DemoSessions | undefined> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return undefined;
  await seedNetwork(db);
  const sessionOf = new Map<string, () => Promise<AuthSession>>();
  for (const account of demoAccounts) sessionOf.set(account.email, await signUp(auth, account));
  const session: DemoSessions = (account) => {
    const of = sessionOf.get(account.email);
    if (!of) throw new Error(`no demo account ${account.email}`);
    return of();
  };
  const admin = accountOf('admin');
  await changeRoleIfCurrent(db, (await session(admin)).user.id, 'admin', ['customer']);
  const asAdmin = await session(admin);
  for (const account of demoAccounts) {
    if (!account.hubId) continue;
    if (account.role === 'hub') {
      await addStaff(db, asAdmin, account.hubId, { email: account.email, position: 'manager' });
    } else if (account.role === 'rider') {
      // A rider is someone whose application was approved: each demo rider applies and is approved,
      // so parcels can be assigned to them.
      const application = await applyAsRider(db, await session(account), {
        fullName: account.name,
        phone: account.phone ?? '',
        region: districtOfHub(account.hubId),
        vehicleType: 'motorbike',
      });
      await approveRider(db, asAdmin, application._id);
      await assignRiderHub(db, application._id, account.hubId);
    }
  }
  return session;
}
