import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/index.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, signUp, useTestContext } from '../../test/helpers.ts';
import { createApprovedRider } from '../../test/rider-steps.ts';
import { riderMatches } from './parcel-events.ts';

const ctx = useTestContext();

/**
 * The parcels indexes a plan of "this parcel, in this status, carried by this rider" reads, planned as a
 * prepared statement's generic plan is: each value a sub-select's answer, which the planner does not
 * know when it chooses the index (PostgreSQL 15 has no EXPLAIN (GENERIC_PLAN)).
 */
async function parcelIndexesOfGenericPlan(
  parcelId: string,
  status: string,
  riderCondition: (rider: SQL) => SQL,
  riderId: string,
): Promise<string[]> {
  const unknown = (value: string) => sql`(select ${value}::text)`;
  const explained = await ctx.db.execute(
    sql`explain (format json) select id from parcels
      where id = ${unknown(parcelId)} and status = ${unknown(status)} and ${riderCondition(unknown(riderId))}
      for update`,
  );
  const rows = (explained as unknown as { rows: Record<string, unknown>[] }).rows;
  const plan = JSON.stringify(Object.values(rows[0] ?? {})[0]);
  return [...plan.matchAll(/"Index Name":\s*"(parcels_[a-z_]+)"/g)].map((match) => match[1] as string);
}

describe('a guarded write on one parcel of a rider’s run', () => {
  it('finds the parcel by its id, not by walking the run, whatever the statistics say', async () => {
    const admin = await loginAs(ctx, 'admin');
    const merchant = await signUp(ctx.app);
    const rider = await createApprovedRider(ctx, admin);
    // A day's table, not analyzed yet: 3,000 parcels, of them a delivery rider's run of 100 at the hub.
    await ctx.db.execute(sql`
      insert into parcels (id, tracking_id, parcel_title, receiver_name, pickup_address, delivery_address,
        parcel_type, payment_method, sender_id, sender_email, delivery_fee_poisha, status, rider_id)
      select gen_random_uuid()::text, 'DSH-' || (1900000000000 + n)::text, 'Books', 'Salma Akter', 'Dhanmondi',
        'Jashore', 'small', 'prepaid', ${merchant.userId}, ${merchant.email}, 6000,
        case when n <= 100 then 'in_transit' else 'pending' end,
        case when n <= 100 then ${rider.riderId} end
      from generate_series(1, 3000) as n`);
    const parcel = await insertParcel(ctx.db, merchant, { status: 'in_transit', riderId: rider.riderId });

    const byRiderMatches = await parcelIndexesOfGenericPlan(
      parcel.id,
      'in_transit',
      (riderId) => riderMatches(parcels.riderId, riderId),
      rider.riderId,
    );
    expect(byRiderMatches).toEqual(['parcels_pkey']);
    // The control: the same guard with `=` on the rider walks the run through (rider, status).
    const byEquality = await parcelIndexesOfGenericPlan(
      parcel.id,
      'in_transit',
      (riderId) => sql`${parcels.riderId} = ${riderId}`,
      rider.riderId,
    );
    expect(byEquality).toEqual(['parcels_rider_idx']);
  });
});
