import { eq, sql } from 'drizzle-orm';
import { alias, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { rowMapperOf } from './row-mapping.ts';

const owners = pgTable('row_map_owners', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  visits: integer('visits').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull(),
  tags: jsonb('tags').$type<string[]>(),
  active: boolean('active').notNull(),
});
const pets = pgTable('row_map_pets', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  nick: text('nick'),
  born: timestamp('born', { withTimezone: true }),
});
const otherOwner = alias(owners, 'other_owner');

/** The prepared query's parts the test reads (not in Drizzle's public types). */
interface Prepared {
  execute(): Promise<unknown>;
  customResultMapper?: unknown;
  fields?: Array<{ path: string[]; field: unknown }>;
}

describe('rows mapped quickly (row-mapping.ts)', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await database.db.execute(sql`create table row_map_owners (id text primary key, name text not null,
      visits integer not null, since timestamptz not null, tags jsonb, active boolean not null)`);
    await database.db.execute(sql`create table row_map_pets (id text primary key, owner_id text not null,
      nick text, born timestamptz)`);
    await database.db.insert(owners).values([
      {
        id: 'o1',
        name: 'Rahim',
        visits: 3,
        since: new Date('2026-01-02T03:04:05.678Z'),
        tags: ['a'],
        active: true,
      },
      {
        id: 'o2',
        name: 'Karim',
        visits: 0,
        since: new Date('2026-06-01T00:00:00Z'),
        tags: null,
        active: false,
      },
    ]);
    // p2's first selected column below (nick) is null while its id is not: Drizzle nulls the whole
    // object by its first column, and so must the quick mapper.
    await database.db.insert(pets).values([
      { id: 'p1', ownerId: 'o1', nick: 'Mishu', born: new Date('2025-05-05T05:05:05Z') },
      { id: 'p2', ownerId: 'o1', nick: null, born: null },
      { id: 'p3', ownerId: 'nobody', nick: 'Stray', born: null },
    ]);
  });
  afterAll(async () => {
    await drop();
  });

  const shapes = () => {
    const db = database.db;
    return {
      'one table, every column': db.select().from(owners).orderBy(owners.id),
      'a left join of whole tables, one side missing': db
        .select()
        .from(owners)
        .leftJoin(pets, eq(pets.ownerId, owners.id))
        .orderBy(owners.id, pets.id),
      'a right join and a full join (either side may be missing)': db
        .select({ owner: { id: owners.id, name: owners.name }, pet: { id: pets.id } })
        .from(owners)
        .fullJoin(pets, eq(pets.ownerId, owners.id))
        .orderBy(owners.id, pets.id),
      'nested objects, SQL fields and an alias': db
        .select({
          owner: owners,
          pet: { nick: pets.nick, id: pets.id, born: pets.born },
          other: otherOwner,
          count: sql<number>`count(*) over ()`.mapWith(Number),
          label: sql<string>`${owners.name} || '!'`.as('label'),
          deep: { since: owners.since, visits: owners.visits },
        })
        .from(owners)
        .leftJoin(pets, eq(pets.ownerId, owners.id))
        .leftJoin(otherOwner, eq(otherOwner.id, sql`'o2'`))
        .orderBy(owners.id, pets.id),
      'a right join': db
        .select({ owner: owners, pet: pets })
        .from(owners)
        .rightJoin(pets, eq(pets.ownerId, owners.id))
        .orderBy(pets.id),
      'an update returning': db
        .update(owners)
        .set({ visits: sql`${owners.visits} + 1` })
        .where(eq(owners.id, 'o1'))
        .returning({ id: owners.id, visits: owners.visits, since: owners.since }),
    };
  };

  it('maps every shape exactly as Drizzle does', async () => {
    let index = 0;
    for (const [shape, builder] of Object.entries(shapes())) {
      index += 1;
      const prepared = builder.prepare(`row_map_${index}`) as unknown as Prepared;
      expect(typeof prepared.customResultMapper, shape).toBe('function');
      const quick = await prepared.execute();
      // The same prepared query mapped by Drizzle itself (an update runs again: its answer moves on).
      prepared.customResultMapper = undefined;
      const drizzles = await prepared.execute();
      if (shape === 'an update returning') {
        expect(quick, shape).toEqual([{ id: 'o1', visits: 4, since: new Date('2026-01-02T03:04:05.678Z') }]);
        expect(drizzles, shape).toEqual([
          { id: 'o1', visits: 5, since: new Date('2026-01-02T03:04:05.678Z') },
        ]);
      } else {
        expect(quick, shape).toEqual(drizzles);
        expect((quick as unknown[]).length, shape).toBeGreaterThan(0);
      }
    }
  });

  it('nulls a joined table by its first column, as Drizzle does', async () => {
    const rows = await database.db
      .select({ owner: { id: owners.id }, pet: { nick: pets.nick, id: pets.id } })
      .from(owners)
      .leftJoin(pets, eq(pets.ownerId, owners.id))
      .where(eq(owners.id, 'o1'))
      .orderBy(pets.id);
    expect(rows).toEqual([
      { owner: { id: 'o1' }, pet: { nick: 'Mishu', id: 'p1' } },
      { owner: { id: 'o1' }, pet: null },
    ]);
  });

  it('leaves a field it does not know to Drizzle', () => {
    expect(rowMapperOf([{ path: ['odd'], field: { notAColumn: true } }])).toBeUndefined();
  });
});
