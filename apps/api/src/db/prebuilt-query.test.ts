import { eq, sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyServerDatabase, postgresAnswers, postgresServerUrl } from '../test/database.ts';
import { type Database, openDatabase } from './client.ts';
import { prebuiltQueries, prebuiltQuery, slot } from './prebuilt-query.ts';
import { transaction } from './transactions.ts';

const notes = pgTable('prebuilt_test_notes', {
  id: text('id').primaryKey(),
  body: text('body').notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
});
const tags = pgTable('prebuilt_test_tags', {
  noteId: text('note_id').primaryKey(),
  tag: text('tag').notNull(),
});

const noteWithTag = prebuiltQuery((db) =>
  db
    .select({ note: notes, tag: tags })
    .from(notes)
    .leftJoin(tags, eq(tags.noteId, notes.id))
    .where(eq(notes.id, slot('id'))),
);
const renameNote = prebuiltQuery((db) =>
  db
    .update(notes)
    .set({ body: slot('body') })
    .where(eq(notes.id, slot('id')))
    .returning({ id: notes.id, body: notes.body }),
);
/** Two shapes: by id, or by id and body (a guard). */
const findNote = prebuiltQueries((db, key: 'id' | 'id-and-body') =>
  db
    .select({ id: notes.id })
    .from(notes)
    .where(
      key === 'id'
        ? eq(notes.id, slot('id'))
        : sql`${notes.id} = ${slot('id')} and ${notes.body} = ${slot('body')}`,
    ),
);

/** How many times `countedNote`'s query has been built. */
let builds = 0;
const countedNote = prebuiltQuery((db) => {
  builds += 1;
  return db
    .select({ body: notes.body })
    .from(notes)
    .where(eq(notes.id, slot('id')));
});

/** Each database, opened empty, and how to remove it. */
const databases: Array<[string, () => Promise<{ database: Database; drop: () => Promise<void> }>]> = [
  [
    'embedded PGlite',
    async () => {
      const database = await openDatabase({ pgliteDir: 'memory://' });
      return { database, drop: () => database.close() };
    },
  ],
];
if (await postgresAnswers(postgresServerUrl)) {
  databases.push([
    'PostgreSQL',
    async () => {
      const server = await emptyServerDatabase(postgresServerUrl);
      // One connection, so every transaction runs on the same one.
      const database = await openDatabase({ databaseUrl: server.url, poolSize: 1 });
      return {
        database,
        drop: async () => {
          await database.close();
          await server.drop();
        },
      };
    },
  ]);
}

describe.each(databases)('prebuilt queries on %s', (_name, open) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await open());
    await database.db.execute(
      sql`create table prebuilt_test_notes (id text primary key, body text not null, written_at timestamptz not null)`,
    );
    await database.db.execute(
      sql`create table prebuilt_test_tags (note_id text primary key, tag text not null)`,
    );
    await database.db.insert(notes).values([
      { id: 'a', body: 'first', writtenAt: new Date('2026-11-25T01:02:03.004Z') },
      { id: 'b', body: 'second', writtenAt: new Date('2026-11-25T05:06:07.008Z') },
    ]);
    await database.db.insert(tags).values({ noteId: 'a', tag: 'red' });
  });
  afterAll(() => drop());

  it('answers each call with its own values, mapped as Drizzle maps them (a missing joined row is null)', async () => {
    expect(await noteWithTag(database.db, { id: 'a' })).toEqual([
      {
        note: { id: 'a', body: 'first', writtenAt: new Date('2026-11-25T01:02:03.004Z') },
        tag: { noteId: 'a', tag: 'red' },
      },
    ]);
    expect(await noteWithTag(database.db, { id: 'b' })).toEqual([
      { note: { id: 'b', body: 'second', writtenAt: new Date('2026-11-25T05:06:07.008Z') }, tag: null },
    ]);
    expect(await noteWithTag(database.db, { id: 'none' })).toEqual([]);
  });

  it('runs inside a transaction, which a rollback undoes', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        expect(await renameNote(tx, { id: 'b', body: 'renamed' })).toEqual([{ id: 'b', body: 'renamed' }]);
        expect((await noteWithTag(tx, { id: 'b' }))[0]?.note.body).toBe('renamed');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await noteWithTag(database.db, { id: 'b' }))[0]?.note.body).toBe('second');
  });

  it('keeps one statement per shape', async () => {
    expect(await findNote(database.db, 'id', { id: 'a' })).toEqual([{ id: 'a' }]);
    expect(await findNote(database.db, 'id-and-body', { id: 'a', body: 'second' })).toEqual([]);
    expect(await findNote(database.db, 'id-and-body', { id: 'b', body: 'second' })).toEqual([{ id: 'b' }]);
    expect(await findNote(database.db, 'id', { id: 'b' })).toEqual([{ id: 'b' }]);
  });

  it('refuses a query that holds a value instead of a slot, and a call missing a value', async () => {
    const holdsValue = prebuiltQuery((db) =>
      db.select({ id: notes.id }).from(notes).where(eq(notes.id, 'a')),
    );
    await expect(async () => holdsValue(database.db, {})).rejects.toThrow(
      'prebuilt query "" holds a value instead of a slot (parameter 1)',
    );
    await expect(async () => noteWithTag(database.db, {})).rejects.toThrow('No value for placeholder "id"');
  });

  it('builds a query once per connection for the transactions `transaction` opens, and once per transaction else', async () => {
    builds = 0;
    for (const id of ['a', 'b', 'a']) {
      const [row] = await transaction(database.db, (tx) => countedNote(tx, { id }));
      expect(row?.body).toBe(id === 'a' ? 'first' : 'second');
    }
    expect(builds).toBe(1);
    for (const id of ['a', 'b']) await database.db.transaction((tx) => countedNote(tx, { id }));
    expect(builds).toBe(3);
    await countedNote(database.db, { id: 'a' });
    await countedNote(database.db, { id: 'b' });
    expect(builds).toBe(4);
  });

  it('rolls back a transaction `transaction` opened, and runs the next one on the same connection', async () => {
    await expect(
      transaction(database.db, async (tx) => {
        await renameNote(tx, { id: 'a', body: 'renamed' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await transaction(database.db, (tx) => countedNote(tx, { id: 'a' }))).toEqual([{ body: 'first' }]);
  });
});

describe.skipIf(databases.length < 2)('prebuilt queries on PostgreSQL, as prepared statements', () => {
  it('run under the name Drizzle’s `prepare` gives them, parsed once per connection', async () => {
    const server = await emptyServerDatabase(postgresServerUrl);
    const database = await openDatabase({ databaseUrl: server.url, poolSize: 1 });
    try {
      await database.db.execute(
        sql`create table prebuilt_test_notes (id text primary key, body text not null, written_at timestamptz not null)`,
      );
      const byBody = prebuiltQuery((db) =>
        db
          .select({ id: notes.id })
          .from(notes)
          .where(eq(notes.body, slot('body'))),
      );
      for (const body of ['one', 'two', 'three']) expect(await byBody(database.db, { body })).toEqual([]);
      const prepared = (await database.db.execute(
        sql`select name, statement from pg_prepared_statements where statement like ${'%prebuilt_test_notes%'}`,
      )) as unknown as { rows: Array<{ name: string; statement: string }> };
      expect(prepared.rows).toEqual([
        {
          name: expect.stringMatching(/^q_[0-9a-f]{16}$/),
          statement: 'select "id" from "prebuilt_test_notes" where "prebuilt_test_notes"."body" = $1',
        },
      ]);
    } finally {
      await database.close();
      await server.drop();
    }
  });
});
