import { describe, expect, it } from 'vitest';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, useTestContext } from '../../test/helpers.ts';

const ctx = useTestContext();

describe('GET /api/parcels/pickup-progress', () => {
  it('counts today’s bookings per pickup address and how many left it, without cancelled ones or other senders', async () => {
    const merchant = await loginAs(ctx, 'customer');
    const other = await loginAs(ctx, 'customer');
    const shop = { pickupAddress: 'Shop 4, Mirpur 10' };
    for (const status of [
      'pending',
      'assigned',
      'picked_up',
      'in_transit',
      'delivered',
      'cancelled',
    ] as const) {
      await insertParcel(ctx.db, merchant, { ...shop, status });
    }
    await insertParcel(ctx.db, merchant, { pickupAddress: 'Warehouse, Tejgaon', status: 'pending' });
    await insertParcel(ctx.db, merchant, {
      ...shop,
      status: 'picked_up',
      bookingTime: new Date(Date.now() - 3 * 86_400_000),
    });
    await insertParcel(ctx.db, other, { ...shop, status: 'picked_up' });

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/parcels/pickup-progress',
      headers: merchant.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { storeId: null, pickupAddress: 'Shop 4, Mirpur 10', total: 5, pickedUp: 3 },
      { storeId: null, pickupAddress: 'Warehouse, Tejgaon', total: 1, pickedUp: 0 },
    ]);
  });
});
