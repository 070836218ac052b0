import { canTransition, type ParcelStatus, type Role } from '@desh/shared';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parcelEvents, parcels, riders, users } from '../db/schema/index.ts';
import { insertParcel } from './factories.ts';
import { loginAs, requestAs, type SignedIn, signUp, testOrigin, useTestContext } from './helpers.ts';
import { createApprovedRider, riderForm, type TestRider } from './rider-steps.ts';

// Every test fires its requests with Promise.all, so the database sees them interleaved; on PostgreSQL
// (DATABASE_URL) they run on separate pooled connections, which is where a lost update would show.

const ctx = useTestContext();
let admins: SignedIn[];
let customer: SignedIn;
let rider: TestRider;
let otherRider: TestRider;

beforeAll(async () => {
  admins = [await loginAs(ctx, 'admin', 'Admin One'), await loginAs(ctx, 'admin', 'Admin Two')];
  customer = await signUp(ctx.app, { name: 'Sender' });
  rider = await createApprovedRider(ctx, admins[0] as SignedIn, { fullName: 'Rider One' });
  otherRider = await createApprovedRider(ctx, admins[0] as SignedIn, { fullName: 'Rider Two' });
}, 180_000);

const adminAt = (index: number) => admins[index % admins.length] as SignedIn;

const assign = (who: SignedIn, parcelId: string, riderId: string) =>
  requestAs(ctx, who, 'PATCH', `/api/parcels/assign/${parcelId}`, { riderId });

const parcelRow = async (id: string) => (await ctx.db.select().from(parcels).where(eq(parcels.id, id)))[0];
const eventsOf = (id: string) =>
  ctx.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, id)).orderBy(asc(parcelEvents.id));

function expectErrorShape(body: unknown) {
  expect(body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
}

// Password hashing for the sign-ups is slow when the machine is busy; the races themselves are quick.
const slow = { timeout: 120_000 };

describe('concurrent assign of one parcel', () => {
  it(
    'lets exactly one of several admins win (modifiedCount 1); the others get 409 and modifiedCount 0',
    slow,
    async () => {
      for (let round = 0; round < 3; round++) {
        const parcel = await insertParcel(ctx.db, customer);
        const responses = await Promise.all(
          Array.from({ length: 6 }, (_, index) =>
            assign(adminAt(index), parcel.id, (index % 2 ? otherRider : rider).riderId),
          ),
        );
        const winners = responses.filter((response) => response.statusCode === 200);
        expect(winners).toHaveLength(1);
        expect(winners[0]?.json()).toEqual({ modifiedCount: 1 });
        for (const loser of responses.filter((response) => response.statusCode !== 200)) {
          expect(loser.statusCode).toBe(409);
          expect(loser.json()).toMatchObject({ modifiedCount: 0, error: { code: 'CONFLICT' } });
        }
        const row = await parcelRow(parcel.id);
        expect(row?.status).toBe('assigned');
        const events = await eventsOf(parcel.id);
        expect(events.filter((event) => event.toStatus === 'assigned')).toHaveLength(1);
      }
    },
  );
});

describe('concurrent approve of one rider application', () => {
  it('approves once; every other reviewer gets 409 and the applicant becomes a rider', slow, async () => {
    const applicant = await signUp(ctx.app, { name: 'Applicant' });
    const applied = await requestAs(ctx, applicant, 'POST', '/api/riders', riderForm);
    expect(applied.statusCode).toBe(201);
    const applicationId = applied.json()._id as string;
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/approve-rider/${applicationId}`,
          headers: adminAt(index).headers,
        }),
      ),
    );
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.json()).toEqual({ modifiedCount: 1 });
    for (const loser of responses.filter((response) => response.statusCode !== 200)) {
      expect(loser.statusCode).toBe(409);
      expectErrorShape(loser.json());
    }
    const [application] = await ctx.db.select().from(riders).where(eq(riders.id, applicationId));
    expect(application?.status).toBe('approved');
    const [user] = await ctx.db.select().from(users).where(eq(users.id, applicant.userId));
    expect(user?.role).toBe('rider');
  });
});

describe('concurrent status changes by the assigned rider', () => {
  const attempts: ParcelStatus[] = [
    'picked_up',
    'picked_up',
    'failed',
    'in_transit',
    'in_transit',
    'delivered',
    'delivered',
    'failed',
  ];

  it('accepts only valid transitions and keeps the event history a consistent chain', slow, async () => {
    for (let round = 0; round < 3; round++) {
      const parcel = await insertParcel(ctx.db, customer);
      expect((await assign(adminAt(0), parcel.id, rider.riderId)).statusCode).toBe(200);
      const responses = await Promise.all(
        attempts.map((status) =>
          requestAs(
            ctx,
            rider,
            'PATCH',
            `/api/parcels/${parcel.id}/status`,
            status === 'failed' ? { status, note: 'Receiver not at home' } : { status },
          ),
        ),
      );
      for (const response of responses) {
        expect([200, 409]).toContain(response.statusCode);
        if (response.statusCode !== 200) expectErrorShape(response.json());
      }
      const accepted = responses.filter((response) => response.statusCode === 200);
      expect(accepted.length).toBeGreaterThanOrEqual(1);

      const events = await eventsOf(parcel.id);
      expect(events[0]?.fromStatus ?? 'pending').toBe('pending');
      for (let index = 1; index < events.length; index++) {
        expect(events[index]?.fromStatus).toBe(events[index - 1]?.toStatus);
      }
      const riderEvents = events.slice(events.findIndex((event) => event.toStatus === 'assigned') + 1);
      expect(riderEvents).toHaveLength(accepted.length);
      for (const event of riderEvents) {
        expect(canTransition(event.fromStatus as ParcelStatus, event.toStatus as ParcelStatus, 'rider')).toBe(
          true,
        );
      }
      const row = await parcelRow(parcel.id);
      expect(row?.status).toBe(events.at(-1)?.toStatus);
    }
  });
});

describe('concurrent cancel (sender) and assign (admin)', () => {
  it('lets exactly one of them win, and the parcel ends in that one’s status', slow, async () => {
    for (let round = 0; round < 4; round++) {
      const parcel = await insertParcel(ctx.db, customer);
      const cancel = () => requestAs(ctx, customer, 'POST', `/api/parcels/${parcel.id}/cancel`);
      const [firstCancel, firstAssign, secondCancel, secondAssign] = await Promise.all([
        cancel(),
        assign(adminAt(0), parcel.id, rider.riderId),
        cancel(),
        assign(adminAt(1), parcel.id, otherRider.riderId),
      ]);
      const cancels = [firstCancel, secondCancel].filter((response) => response?.statusCode === 200);
      const assigns = [firstAssign, secondAssign].filter((response) => response?.statusCode === 200);
      expect(cancels.length + assigns.length).toBe(1);
      for (const response of [firstCancel, secondCancel, firstAssign, secondAssign]) {
        if (response?.statusCode !== 200) {
          expect(response?.statusCode).toBe(409);
          expectErrorShape(response?.json());
        }
      }
      const row = await parcelRow(parcel.id);
      expect(row?.status).toBe(cancels.length === 1 ? 'cancelled' : 'assigned');
      const events = await eventsOf(parcel.id);
      expect(events.filter((event) => event.fromStatus === 'pending')).toHaveLength(1);
    }
  });
});

describe('concurrent role changes', () => {
  it('ends on one of the requested roles and loses none of the user’s other columns', slow, async () => {
    const target = await createApprovedRider(ctx, adminAt(0), { fullName: 'Role Target' });
    const requested: Role[] = ['admin', 'customer', 'rider', 'customer', 'admin', 'rider'];
    const roleChanges = requested.map((role, index) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/users/${target.userId}/role`,
        headers: adminAt(index).headers,
        payload: { role },
      }),
    );
    // The user edits their own name and records a login at the same moment.
    const ownEdits = [
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { ...target.headers, origin: testOrigin },
        payload: { name: 'Renamed Meanwhile' },
      }),
      requestAs(ctx, target, 'POST', '/api/users', {
        email: target.email,
        last_log_in: new Date().toISOString(),
      }),
    ];
    const responses = await Promise.all([...roleChanges, ...ownEdits]);
    for (const response of responses) expect(response.statusCode).toBe(200);

    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.userId));
    expect(requested).toContain(row?.role);
    expect(row?.name).toBe('Renamed Meanwhile');
    expect(row?.email).toBe(target.email);
    const lastWrite = responses
      .slice(0, requested.length)
      .map((response) => response.json() as { role: Role });
    expect(lastWrite.map((user) => user.role).sort()).toEqual([...requested].sort());
  });
});
