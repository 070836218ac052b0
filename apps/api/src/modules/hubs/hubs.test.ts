import { coverageGaps } from '@desh/shared/network';
import { describe, expect, it } from 'vitest';
import { loginAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { useDemoNetwork } from '../../test/network-steps.ts';
import { createApprovedRider } from '../../test/rider-steps.ts';

const ctx = useTestContext();

const newHub = {
  code: 'rng-2',
  name: 'Rangpur Lalbagh',
  nameBn: 'রংপুর লালবাগ',
  district: 'rangpur',
  address: 'Lalbagh Mor, Rangpur 5400',
  kinds: ['pickup', 'last_mile'],
};

async function call(
  who: SignedIn | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
  return response;
}

async function roleOf(admin: SignedIn, email: string): Promise<string> {
  const response = await call(admin, 'GET', `/api/users/${email}`);
  return (response.json() as { role: string }).role;
}

let seeded: Promise<{ admin: SignedIn }> | undefined;
function world() {
  seeded ??= (async () => {
    await useDemoNetwork(ctx);
    return { admin: await loginAs(ctx, 'admin') };
  })();
  return seeded;
}

describe('hubs', () => {
  it('the demo fixture covers every area of the country', async () => {
    const { admin } = await world();
    const coverage = await call(admin, 'GET', '/api/hubs/coverage');
    const hubs = await call(admin, 'GET', '/api/hubs');
    expect(hubs.statusCode).toBe(200);
    const rows = coverage.json() as Array<{
      district: string;
      upazila: string;
      lastMileHubId: string;
      pickupHubId: string;
    }>;
    const map = {
      hubs: (hubs.json() as Array<{ id: string; kinds: string[] }>).map((hub) => ({
        code: hub.id,
        name: '',
        nameBn: '',
        district: 'dhaka' as const,
        address: '',
        kinds: hub.kinds as Array<'pickup' | 'sorting' | 'last_mile'>,
      })),
      coverage: rows.map((row) => ({ ...row, lastMileHub: row.lastMileHubId, pickupHub: row.pickupHubId })),
      lanes: [],
      sortingHub: 'dhk-sc',
    };
    expect(rows.length).toBeGreaterThan(500);
    expect(coverageGaps(map)).toEqual([]);
  });

  it('an admin creates a hub; its code is unique and well formed', async () => {
    const { admin } = await world();
    const created = await call(admin, 'POST', '/api/hubs', newHub);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: 'rng-2',
      code: 'RNG-2',
      active: true,
      staffCount: 0,
      riderCount: 0,
      areaCount: 0,
    });
    const again = await call(admin, 'POST', '/api/hubs', { ...newHub, code: 'RNG-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A hub with this code already exists.');
    const badCode = await call(admin, 'POST', '/api/hubs', { ...newHub, code: 'R N G' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.fields).toHaveProperty('code');

    const list = (await call(admin, 'GET', '/api/hubs')).json() as Array<{ id: string; areaCount: number }>;
    expect(list.find((hub) => hub.id === 'rng')?.areaCount).toBeGreaterThan(5);
    expect(list.some((hub) => hub.id === 'rng-2')).toBe(true);
  });

  it('routing sees a new or closed hub at once (the network cache is dropped on every edit)', async () => {
    const { admin } = await world();
    const nextHubs = async () =>
      ((await call(admin, 'GET', '/api/network/hubs/dhk-sc/next-hubs')).json() as Array<{ id: string }>).map(
        (hub) => hub.id,
      );
    expect(await nextHubs()).not.toContain('rng-new');
    expect((await call(admin, 'POST', '/api/hubs', { ...newHub, code: 'RNG-NEW' })).statusCode).toBe(201);
    expect(await nextHubs()).toContain('rng-new');
    expect((await call(admin, 'PATCH', '/api/hubs/rng-new', { active: false })).statusCode).toBe(200);
    expect(await nextHubs()).not.toContain('rng-new');
  });

  it('coverage names only open hubs of the right kind, in known areas', async () => {
    const { admin } = await world();
    await call(admin, 'POST', '/api/hubs', { ...newHub, code: 'RNG-PU', kinds: ['pickup'] });
    const [row] = (await call(admin, 'GET', '/api/hubs/coverage?district=rangpur')).json() as Array<{
      district: string;
      upazila: string;
    }>;
    if (!row) throw new Error('no Rangpur coverage');

    const wrongKind = await call(admin, 'PUT', '/api/hubs/coverage', {
      rows: [{ ...row, lastMileHubId: 'rng-pu', pickupHubId: 'rng' }],
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.fields).toEqual({
      'rows.0.lastMileHubId': 'The last-mile hub does not do last-mile delivery.',
    });

    const closed = await call(admin, 'POST', '/api/hubs', { ...newHub, code: 'RNG-OLD' });
    expect(closed.statusCode).toBe(201);
    expect((await call(admin, 'PATCH', '/api/hubs/rng-old', { active: false })).statusCode).toBe(200);
    const toClosed = await call(admin, 'PUT', '/api/hubs/coverage', {
      rows: [{ ...row, lastMileHubId: 'rng', pickupHubId: 'rng-old' }],
    });
    expect(toClosed.statusCode).toBe(400);
    expect(toClosed.json().error.fields).toEqual({ 'rows.0.pickupHubId': 'This hub is closed.' });

    const unknownArea = await call(admin, 'PUT', '/api/hubs/coverage', {
      rows: [{ district: 'rangpur', upazila: 'gulshan', lastMileHubId: 'rng', pickupHubId: 'rng' }],
    });
    expect(unknownArea.statusCode).toBe(400);
    expect(unknownArea.json().error.fields).toHaveProperty(['rows.0.upazila']);

    // Nothing of a refused batch is written, even its good rows.
    const mixed = await call(admin, 'PUT', '/api/hubs/coverage', {
      rows: [
        { ...row, lastMileHubId: 'rng-2', pickupHubId: 'rng-2' },
        { district: 'rangpur', upazila: '*', lastMileHubId: 'rng-pu', pickupHubId: 'rng' },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    const unchanged = (await call(admin, 'GET', '/api/hubs/coverage?district=rangpur')).json() as Array<{
      upazila: string;
      lastMileHubId: string;
    }>;
    expect(unchanged.find((r) => r.upazila === row.upazila)?.lastMileHubId).toBe('rng');

    const moved = await call(admin, 'PUT', '/api/hubs/coverage', {
      rows: [{ ...row, lastMileHubId: 'rng-2', pickupHubId: 'rng-pu' }],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toContainEqual({ ...row, lastMileHubId: 'rng-2', pickupHubId: 'rng-pu' });
  });

  it('a hub that still serves areas cannot close or drop that work; the only sorting hub stays sorting', async () => {
    const { admin } = await world();
    const close = await call(admin, 'PATCH', '/api/hubs/syl', { active: false });
    expect(close.statusCode).toBe(409);
    expect(close.json().error.message).toBe(
      'This hub still serves areas. Move their coverage to another hub before closing it.',
    );
    const dropLastMile = await call(admin, 'PATCH', '/api/hubs/syl', { kinds: ['pickup'] });
    expect(dropLastMile.statusCode).toBe(409);
    const dropSorting = await call(admin, 'PATCH', '/api/hubs/dhk-sc', { kinds: ['pickup', 'last_mile'] });
    expect(dropSorting.statusCode).toBe(409);
    expect(dropSorting.json().error.message).toBe(
      'This is the only sorting hub. Make another hub a sorting hub first.',
    );
    const rename = await call(admin, 'PATCH', '/api/hubs/syl', { name: 'Sylhet Amberkhana' });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ name: 'Sylhet Amberkhana', active: true });
  });

  it('lanes are stored once, the smaller id first, and removed in either order', async () => {
    const { admin } = await world();
    const added = await call(admin, 'POST', '/api/hubs/lanes', { hubA: 'syl', hubB: 'rng' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ hubA: 'rng', hubB: 'syl' });
    const again = await call(admin, 'POST', '/api/hubs/lanes', { hubA: 'rng', hubB: 'syl' });
    expect(again.statusCode).toBe(409);
    expect((await call(admin, 'POST', '/api/hubs/lanes', { hubA: 'rng', hubB: 'rng' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/hubs/lanes', { hubA: 'rng', hubB: 'nowhere' })).statusCode).toBe(
      404,
    );
    const lanes = (await call(admin, 'GET', '/api/hubs/lanes')).json();
    expect(lanes).toContainEqual({ hubA: 'rng', hubB: 'syl' });
    expect((await call(admin, 'DELETE', '/api/hubs/lanes/syl/rng')).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', '/api/hubs/lanes/syl/rng')).statusCode).toBe(404);
  });

  it('adding staff makes the account hub staff; removing its last hub makes it a customer again', async () => {
    const { admin } = await world();
    const person = await signUp(ctx.app, { name: 'Shirin Operator' });
    const added = await call(admin, 'POST', '/api/hubs/rng/staff', {
      email: person.email,
      position: 'operator',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual([expect.objectContaining({ userId: person.userId, position: 'operator' })]);
    expect(await roleOf(admin, person.email)).toBe('hub');
    // Their very next request carries the hub role: they see their hub, and only it.
    const mine = await call(person, 'GET', '/api/hubs');
    expect((mine.json() as Array<{ id: string }>).map((hub) => hub.id)).toEqual(['rng']);

    await call(admin, 'POST', '/api/hubs/syl/staff', { email: person.email, position: 'manager' });
    expect((await call(admin, 'DELETE', `/api/hubs/rng/staff/${person.userId}`)).statusCode).toBe(204);
    expect(await roleOf(admin, person.email)).toBe('hub');
    expect((await call(admin, 'DELETE', `/api/hubs/syl/staff/${person.userId}`)).statusCode).toBe(204);
    expect(await roleOf(admin, person.email)).toBe('customer');
    expect((await call(person, 'GET', '/api/hubs')).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/hubs/syl/staff/${person.userId}`)).statusCode).toBe(404);

    const unknown = await call(admin, 'POST', '/api/hubs/rng/staff', {
      email: 'nobody-here@example.test',
      position: 'operator',
    });
    expect(unknown.statusCode).toBe(404);
    const anAdmin = await call(admin, 'POST', '/api/hubs/rng/staff', {
      email: admin.email,
      position: 'manager',
    });
    expect(anAdmin.statusCode).toBe(409);
    expect(anAdmin.json().error.message).toBe('An admin cannot be hub staff.');
    expect(await roleOf(admin, admin.email)).toBe('admin');
  });

  it('adding someone at one hub while removing them from another leaves role and hubs agreeing', async () => {
    const { admin } = await world();
    for (let round = 0; round < 5; round += 1) {
      const person = await signUp(ctx.app, { name: `Shifting ${round}` });
      await call(admin, 'POST', '/api/hubs/rng/staff', { email: person.email, position: 'operator' });
      const [added, removed] = await Promise.all([
        call(admin, 'POST', '/api/hubs/syl/staff', { email: person.email, position: 'operator' }),
        call(admin, 'DELETE', `/api/hubs/rng/staff/${person.userId}`),
      ]);
      expect([added.statusCode, removed.statusCode]).toEqual([200, 204]);
      expect(await roleOf(admin, person.email)).toBe('hub');
      const mine = (await call(person, 'GET', '/api/hubs')).json() as Array<{ id: string }>;
      expect(mine.map((hub) => hub.id)).toEqual(['syl']);
    }
  });

  it('admins set an approved rider’s hub; hub managers cannot move riders', async () => {
    const { admin } = await world();
    const rider = await createApprovedRider(ctx, admin, { fullName: 'Rafiq Rider' });
    const toRangpur = await call(admin, 'PUT', `/api/hubs/riders/${rider.riderId}`, { hubId: 'rng' });
    expect(toRangpur.statusCode).toBe(200);
    expect(toRangpur.json()).toContainEqual(
      expect.objectContaining({ riderId: rider.riderId, name: 'Rafiq Rider' }),
    );

    const manager = await signUp(ctx.app, { name: 'Rangpur Manager' });
    await call(admin, 'POST', '/api/hubs/rng/staff', { email: manager.email, position: 'manager' });
    const byManager = await call(manager, 'PUT', `/api/hubs/riders/${rider.riderId}`, { hubId: 'syl' });
    expect(byManager.statusCode).toBe(403);

    const toSylhet = await call(admin, 'PUT', `/api/hubs/riders/${rider.riderId}`, { hubId: 'syl' });
    expect(toSylhet.statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/hubs/rng/riders')).json()).toEqual([]);
    expect((await call(admin, 'GET', '/api/hubs/syl/riders')).json()).toHaveLength(1);

    const notARider = await call(admin, 'PUT', '/api/hubs/riders/no-such-rider', { hubId: 'syl' });
    expect(notARider.statusCode).toBe(404);
    const closedHub = await call(admin, 'PUT', `/api/hubs/riders/${rider.riderId}`, { hubId: 'rng-old' });
    expect(closedHub.statusCode).toBe(409);
  });

  it('a Rangpur manager reads Rangpur’s staff and riders, never Sylhet’s', async () => {
    const { admin } = await world();
    const manager = await signUp(ctx.app, { name: 'Rangpur Boss' });
    await call(admin, 'POST', '/api/hubs/rng/staff', { email: manager.email, position: 'manager' });
    expect((await call(manager, 'GET', '/api/hubs/rng/staff')).statusCode).toBe(200);
    expect((await call(manager, 'GET', '/api/hubs/rng/riders')).statusCode).toBe(200);
    const sylhetStaff = await call(manager, 'GET', '/api/hubs/syl/staff');
    expect(sylhetStaff.statusCode).toBe(403);
    expect(sylhetStaff.json().error.message).toBe('You do not work at this hub.');
    expect((await call(manager, 'GET', '/api/hubs/syl/riders')).statusCode).toBe(403);
    // Changing the network stays the admin's.
    expect((await call(manager, 'POST', '/api/hubs', { ...newHub, code: 'RNG-X' })).statusCode).toBe(403);
    expect((await call(manager, 'GET', '/api/hubs/coverage')).statusCode).toBe(403);
    expect(
      (await call(manager, 'POST', '/api/hubs/rng/staff', { email: manager.email, position: 'operator' }))
        .statusCode,
    ).toBe(403);

    const customer = await loginAs(ctx, 'customer');
    expect((await call(customer, 'GET', '/api/hubs')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/hubs')).statusCode).toBe(401);
  });
});
