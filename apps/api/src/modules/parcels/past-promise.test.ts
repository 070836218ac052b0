import { dhakaDate, shiftDay } from '@desh/shared';
import { describe, expect, it } from 'vitest';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, signUp, useTestContext } from '../../test/helpers.ts';

const ctx = useTestContext();

describe('parcels past their promised day', () => {
  it('are counted on the dashboard and the network board until they are delivered, returned or cancelled', async () => {
    const admin = await loginAs(ctx, 'admin');
    const merchant = await signUp(ctx.app);
    const counts = async () => ({
      dashboard: (await requestAs(ctx, admin, 'GET', '/api/admin/stats')).json().pastPromised as number,
      board: (await requestAs(ctx, admin, 'GET', '/api/network/board')).json().pastPromised as number,
    });
    const before = await counts();
    const yesterday = shiftDay(dhakaDate(), -1);
    await insertParcel(ctx.db, merchant, { status: 'in_transit', promisedDate: yesterday });
    await insertParcel(ctx.db, merchant, { status: 'failed', promisedDate: shiftDay(yesterday, -3) });
    // Not late: promised today, delivered, returned, cancelled, or booked before promises.
    await insertParcel(ctx.db, merchant, { status: 'in_transit', promisedDate: dhakaDate() });
    await insertParcel(ctx.db, merchant, { status: 'delivered', promisedDate: yesterday });
    await insertParcel(ctx.db, merchant, { status: 'returned', promisedDate: yesterday });
    await insertParcel(ctx.db, merchant, { status: 'cancelled', promisedDate: yesterday });
    await insertParcel(ctx.db, merchant, { status: 'pending', promisedDate: null });
    expect(await counts()).toEqual({ dashboard: before.dashboard + 2, board: before.board + 2 });
  });
});
