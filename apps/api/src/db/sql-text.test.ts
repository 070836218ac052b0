import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';
import { apiRateLimits, parcelEvents, parcels, trackingClock } from './schema/index.ts';
import { casingOf, statementOf, writeStatementsQuickly } from './sql-text.ts';

const db = drizzle.mock({ schema });
const drizzleDialect = new PgDialect();
const casing = casingOf(new PgDialect());
const when = new Date('2026-12-06T10:00:00.123Z');

/** Queries of every shape the API writes: builders over its tables and hand-written templates. */
const queries: Record<string, SQL> = {
  'a select with conditions, order and limit': db
    .select({ id: parcels.id, status: parcels.status, at: parcels.bookingTime })
    .from(parcels)
    .where(and(eq(parcels.senderId, 'user-1'), or(isNull(parcels.riderId), eq(parcels.status, 'pending'))))
    .orderBy(desc(parcels.bookingTime), parcels.id)
    .limit(20)
    .getSQL(),
  'a select of every column with a join and a list': db
    .select()
    .from(parcels)
    .innerJoin(parcelEvents, eq(parcelEvents.parcelId, parcels.id))
    .where(inArray(parcels.id, ['a', 'b', 'c']))
    .getSQL(),
  'an aliased table': (() => {
    const other = alias(parcels, 'other');
    return db.select({ id: other.id }).from(other).where(eq(other.trackingId, 'DSH-1')).getSQL();
  })(),
  'an insert with a date, json and nulls': db
    .insert(parcels)
    .values({
      id: 'p1',
      trackingId: 'DSH-1',
      parcelTitle: 'Shoes',
      receiverName: 'Rahim',
      pickupAddress: 'Dhanmondi',
      deliveryAddress: 'Zindabazar',
      parcelType: 'medium',
      deliveryFeePoisha: 12_000,
      paymentMethod: 'cod',
      codAmountPoisha: 150_000,
      senderId: 'user-1',
      senderEmail: 'shop@example.com',
      status: 'pending',
      bookingTime: when,
      feeBreakdown: { base: 6000, weight: 0 } as never,
    })
    .returning({ id: parcels.id })
    .getSQL(),
  'an upsert with SQL in its set': db
    .insert(apiRateLimits)
    .values({ key: 'api:1.2.3.4', count: 1, resetAt: when })
    .onConflictDoUpdate({
      target: apiRateLimits.key,
      set: { count: sql`${apiRateLimits.count} + excluded.count` },
    })
    .getSQL(),
  'an update': db
    .update(trackingClock)
    .set({ lastMs: sql`greatest(last_ms + 1, ${Date.now()})` })
    .where(eq(trackingClock.id, 1))
    .returning({ lastMs: trackingClock.lastMs })
    .getSQL(),
  'a template with nested SQL, lists, names and raw text': sql`with moved as (${sql`update ${parcels} set ${sql.identifier('status')} = ${'picked_up'} where ${parcels.id} in ${['a', 'b']}`})
    select ${sql.raw('count(*)')} from moved where ${null}::text is null and ${when}::timestamptz < now() and ${undefined}${sql.join(
      [sql`${1}`, sql`${2}`],
      sql`, `,
    )}`,
};

describe('statementOf', () => {
  for (const [shape, query] of Object.entries(queries)) {
    it(`writes ${shape} as Drizzle does`, () => {
      const expected = drizzleDialect.sqlToQuery(query);
      const written = statementOf(query, casing);
      expect(written).toEqual({ sql: expected.sql, params: expected.params });
    });
  }

  it('leaves to Drizzle what it does not write itself: placeholders, inlined values, subqueries', () => {
    const subquery = db.select({ id: parcels.id }).from(parcels).as('sub');
    expect(statementOf(sql`select ${sql.placeholder('id')}`, casing)).toBeUndefined();
    expect(statementOf(sql`select ${'x'}`.inlineParams(), casing)).toBeUndefined();
    expect(statementOf(sql`select * from ${subquery}`, casing)).toBeUndefined();
  });

  it('makes a dialect write through it, and through Drizzle where it cannot', () => {
    const dialect = new PgDialect();
    writeStatementsQuickly(dialect);
    for (const query of Object.values(queries)) {
      const { sql: text, params } = drizzleDialect.sqlToQuery(query);
      expect(dialect.sqlToQuery(query)).toEqual({ sql: text, params });
    }
    const placeholder = sql`select ${sql.placeholder('id')}`;
    expect(dialect.sqlToQuery(placeholder)).toEqual(drizzleDialect.sqlToQuery(placeholder));
  });
});
