import { dhakaDate, type ParcelStatus, shiftDay } from '@desh/shared';
import { describe, expect, it } from 'vitest';
import { parcelEvents } from '../../db/schema/index.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';

const ctx = useTestContext();
const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

/** A parcel booked `bookedDaysAgo` days ago that went from `from` to `to` `movedDaysAgo` days ago. */
async function parcelThatMoved(
  who: SignedIn,
  status: ParcelStatus,
  moves: { from: string; to: string; daysAgo: number }[],
  bookedDaysAgo = 0,
) {
  const parcel = await insertParcel(ctx.db, who, { status, bookingTime: daysAgo(bookedDaysAgo) });
  for (const move of moves) {
    await ctx.db.insert(parcelEvents).values({
      parcelId: parcel.id,
      fromStatus: move.from,
      toStatus: move.to,
      createdAt: daysAgo(move.daysAgo),
    });
  }
  return parcel;
}

describe('GET /api/parcels/dashboard', () => {
  it('counts the merchant’s own day, open parcels, 7- and 30-day finishes and a fortnight by day', async () => {
    const shop = await loginAs(ctx, 'customer');
    const other = await loginAs(ctx, 'customer');
    // Today: two bookings waiting, one picked up today, one cancelled (not counted as booked).
    await insertParcel(ctx.db, shop, { status: 'pending' });
    await insertParcel(ctx.db, shop, { status: 'assigned' });
    await parcelThatMoved(shop, 'picked_up', [{ from: 'assigned', to: 'picked_up', daysAgo: 0 }]);
    await insertParcel(ctx.db, shop, { status: 'cancelled' });
    // On the way, and needing attention.
    await parcelThatMoved(shop, 'in_transit', [{ from: 'assigned', to: 'picked_up', daysAgo: 2 }], 2);
    await insertParcel(ctx.db, shop, { status: 'out_for_delivery', bookingTime: daysAgo(1) });
    await insertParcel(ctx.db, shop, { status: 'failed', bookingTime: daysAgo(3) });
    await insertParcel(ctx.db, shop, { status: 'returning', bookingTime: daysAgo(4) });
    // Finished: delivered 1 and 10 days ago, partly delivered 3 days ago, returned 20 days ago.
    await parcelThatMoved(shop, 'delivered', [{ from: 'out_for_delivery', to: 'delivered', daysAgo: 1 }], 2);
    await parcelThatMoved(
      shop,
      'delivered',
      [{ from: 'out_for_delivery', to: 'delivered', daysAgo: 10 }],
      12,
    );
    const partly = await parcelThatMoved(
      shop,
      'partially_delivered',
      [{ from: 'out_for_delivery', to: 'partially_delivered', daysAgo: 3 }],
      4,
    );
    await parcelThatMoved(
      shop,
      'returned',
      [
        { from: 'out_for_delivery', to: 'failed', daysAgo: 24 },
        { from: 'returning', to: 'returned', daysAgo: 20 },
      ],
      25,
    );
    // Older than 90 days, another merchant's, and a return leg: none of it is this dashboard's.
    await insertParcel(ctx.db, shop, { status: 'pending', bookingTime: daysAgo(95) });
    await insertParcel(ctx.db, other, { status: 'pending' });
    await insertParcel(ctx.db, shop, {
      status: 'pending',
      returnOfParcelId: partly.id,
      returnKind: 'partial',
    });

    const answer = await requestAs(ctx, shop, 'GET', '/api/parcels/dashboard');
    expect(answer.statusCode).toBe(200);
    const today = dhakaDate();
    const dashboard = answer.json();
    expect(dashboard).toMatchObject({
      day: today,
      today: { booked: 3, pickedUp: 1 },
      open: { awaitingPickup: 2, inTransit: 2, outForDelivery: 1, needsAttention: 2 },
      rates: [
        { days: 7, delivered: 2, returned: 0 },
        { days: 30, delivered: 3, returned: 1 },
      ],
    });
    expect(dashboard.daily).toHaveLength(14);
    expect(dashboard.daily.at(-1)).toEqual({ day: today, booked: 3, delivered: 0, returned: 0 });
    expect(dashboard.daily.at(-2)).toMatchObject({ day: shiftDay(today, -1), booked: 1, delivered: 1 });
    expect(dashboard.daily[0].day).toBe(shiftDay(today, -13));
  });

  it('is a merchant’s own: staff are refused, a new merchant sees zeros', async () => {
    const fresh = await loginAs(ctx, 'customer');
    const answer = await requestAs(ctx, fresh, 'GET', '/api/parcels/dashboard');
    expect(answer.json()).toMatchObject({
      today: { booked: 0, pickedUp: 0 },
      open: { awaitingPickup: 0, inTransit: 0, outForDelivery: 0, needsAttention: 0 },
    });
    for (const role of ['rider', 'admin'] as const) {
      const staff = await loginAs(ctx, role);
      expect((await requestAs(ctx, staff, 'GET', '/api/parcels/dashboard')).statusCode).toBe(403);
    }
  });
});
