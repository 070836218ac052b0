import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPreparedStatements, PreparedStatementsPglite } from './pglite-statements.ts';

let pglite: PGlite;
let statements: PreparedStatementsPglite;

beforeAll(async () => {
  pglite = await PGlite.create('memory://');
  statements = new PreparedStatementsPglite(pglite);
  await pglite.exec(`
    create table notes (
      id serial primary key,
      title text not null unique,
      amount_poisha bigint,
      tags text[],
      details jsonb,
      written_at timestamptz not null default now()
    )`);
});
afterAll(() => pglite.close());

const prepared = async () =>
  (await pglite.query<{ name: string }>('select name from pg_prepared_statements')).rows.length;

describe('PreparedStatementsPglite', () => {
  it('answers as PGlite does, in both row modes and for every type the app uses', async () => {
    const insert =
      'insert into notes (title, amount_poisha, tags, details) values ($1, $2, $3, $4) returning *';
    const values = ['first', 12_345, ['a', 'b'], { hub: 'Mirpur', count: 2 }];
    const ours = await statements.query(insert, values);
    const theirs = await pglite.query(insert, ['second', ...values.slice(1)]);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.affectedRows).toBe(1);
    expect(ours.rows[0]).toMatchObject({
      title: 'first',
      tags: ['a', 'b'],
      details: { hub: 'Mirpur', count: 2 },
    });
    expect(Object.keys(ours.rows[0] as object)).toEqual(Object.keys(theirs.rows[0] as object));

    const select = 'select title, amount_poisha, written_at from notes where title = any($1) order by title';
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    const ourRows = await statements.query(select, [['first', 'second']], options);
    const theirRows = await pglite.query(select, [['first', 'second']], options);
    expect(ourRows.rows).toEqual(theirRows.rows);
    expect(typeof (ourRows.rows[0] as unknown[])[2]).toBe('string');
    expect(await statements.query('select $1::int as missing', [null])).toMatchObject({
      rows: [{ missing: null }],
    });
  });

  it('prepares a statement text once and runs it again with other values', async () => {
    const before = await prepared();
    const text = 'select count(*)::int as count from notes where title <> $1';
    for (const title of ['x', 'y', 'first']) await statements.query(text, [title]);
    expect(await prepared()).toBe(before + 1);
    expect((await statements.query(text, ['first'])).rows).toEqual([{ count: 1 }]);
  });

  it('fails with PostgreSQL’s error and code, keeps nothing broken, and goes on', async () => {
    const insert = 'insert into notes (title) values ($1)';
    await expect(statements.query(insert, ['first'])).rejects.toMatchObject({
      code: '23505',
      query: insert,
      params: ['first'],
    });
    await expect(statements.query('select nope from notes where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    expect((await statements.query('select $1::int + 1 as next', [41])).rows).toEqual([{ next: 42 }]);
  });

  it('runs statements inside a transaction, and a rollback undoes them', async () => {
    const insert = 'insert into notes (title) values ($1)';
    await expect(
      statements.transaction(async (tx) => {
        await tx.query(insert, ['in a transaction']);
        const seen = await tx.query('select count(*)::int as count from notes where title = $1', [
          'in a transaction',
        ]);
        expect(seen.rows).toEqual([{ count: 1 }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const after = await statements.query('select count(*)::int as count from notes where title = $1', [
      'in a transaction',
    ]);
    expect(after.rows).toEqual([{ count: 0 }]);
  });

  it('keeps a query outside a transaction waiting until the transaction ends', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted: () => void = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = statements.transaction(async (tx) => {
      await tx.query('insert into notes (title) values ($1)', ['held']);
      inserted();
      await held;
      throw new Error('undo');
    });
    await insertDone;
    // Had it run inside the transaction (PGlite has one connection), the rollback would undo it too.
    const outside = statements.query('insert into notes (title) values ($1)', ['outside']);
    release();
    await expect(transaction).rejects.toThrow('undo');
    await outside;
    const titles = await statements.query('select title from notes where title = any($1)', [
      ['held', 'outside'],
    ]);
    expect(titles.rows).toEqual([{ title: 'outside' }]);
  });

  it('hands every transaction the same object, which is closed between transactions', async () => {
    const first = await statements.transaction(async (tx) => tx);
    const second = await statements.transaction(async (tx) => {
      expect(tx.closed).toBe(false);
      expect((await tx.query('select $1::int as one', [1])).rows).toEqual([{ one: 1 }]);
      return tx;
    });
    expect(second).toBe(first);
    expect(first.closed).toBe(true);
    await expect(first.query('select $1::int as one', [1])).rejects.toThrow('Transaction is closed');
  });

  it('describes a statement again when its table changed under it', async () => {
    const text = 'select * from notes where id = $1';
    const first = await statements.query(text, [1]);
    await pglite.exec('alter table notes add column remark text');
    const second = await statements.query(text, [1]);
    expect(second.fields.length).toBe(first.fields.length + 1);
    await pglite.exec('alter table notes drop column remark');
  });

  it('closes the least recently used statements past its bound', async () => {
    for (let index = 0; index < maxPreparedStatements + 10; index += 1) {
      await statements.query(`select $1::int + ${index} as value`, [1]);
    }
    expect(statements.preparedCount).toBe(maxPreparedStatements);
    expect(await prepared()).toBe(maxPreparedStatements);
  });

  it('passes statements that are not worth preparing to PGlite as they are', async () => {
    const before = await prepared();
    await statements.query('set search_path to public');
    await statements.query('create temporary table scratch (id int)');
    expect(await prepared()).toBe(before);
  });
});
