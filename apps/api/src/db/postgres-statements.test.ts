import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { postgresAnswers, postgresServerUrl } from '../test/database.ts';
import { openDatabase } from './client.ts';
import { statementName } from './postgres-statements.ts';

/** A table of this test's own, temporary on its one connection. */
const probes = pgTable('statement_probes', { id: integer('id'), email: text('email') });

const postgresUp = await postgresAnswers(postgresServerUrl);

describe('statementName', () => {
  it('names each data statement by its text, the same text always the same name', () => {
    const select = statementName('select "id" from "users" where "users"."email" = $1');
    expect(select).toMatch(/^s_[0-9a-f]{16}$/);
    expect(statementName('select "id" from "users" where "users"."email" = $1')).toBe(select);
    expect(statementName('select "id" from "users" where "users"."email" = $2')).not.toBe(select);
    for (const text of [
      'insert into "t" ("a") values ($1)',
      'update "t" set "a" = $1',
      'delete from "t" where "a" = $1',
      'with moved as (update t set a = 1 returning id) select id from moved',
      '  SELECT count(*) from t',
    ]) {
      expect(statementName(text), text).toMatch(/^s_/);
    }
  });

  it('leaves transaction control, settings, LISTEN and DDL unnamed', () => {
    for (const text of [
      'begin',
      'commit',
      'rollback',
      'set local x = 1',
      'listen "c"',
      'create table t (a int)',
    ]) {
      expect(statementName(text), text).toBeUndefined();
    }
  });

  it('leaves lists of values unnamed: 65 parameters or more', () => {
    const list = (count: number) =>
      `select "id" from "t" where "id" in (${Array.from({ length: count }, (_, index) => `$${index + 1}`).join(', ')})`;
    expect(statementName(list(64))).toMatch(/^s_/);
    expect(statementName(list(65))).toBeUndefined();
    expect(statementName(list(500))).toBeUndefined();
  });

  it('leaves `*` selections unnamed: their cached plan would break when a table gains a column', () => {
    for (const text of [
      'select * from t',
      'select t.* from t join u on u.id = t.u',
      'select a, u.* from t join u on true',
      'update t set a = 1 returning *',
    ]) {
      expect(statementName(text), text).toBeUndefined();
    }
  });
});

describe.skipIf(!postgresUp)('NamedStatementsClient on PostgreSQL', () => {
  it("prepares Drizzle's statements once per connection, in and out of transactions", async () => {
    // One connection, so every call lands where the statements were prepared.
    const database = await openDatabase({ databaseUrl: postgresServerUrl, poolSize: 1 });
    try {
      const { db } = database;
      await db.execute(sql`create temp table statement_probes (id int, email text)`);
      const byEmail = (email: string) =>
        db.select({ id: probes.id }).from(probes).where(eq(probes.email, email)).limit(1);
      expect(await byEmail('nobody-1@example.test')).toEqual([]);
      expect(await byEmail('nobody-2@example.test')).toEqual([]);
      const answer = await db.transaction(async (tx) => {
        await tx
          .select({ id: probes.id })
          .from(probes)
          .where(eq(probes.email, 'nobody-3@example.test'))
          .limit(1);
        return tx.execute(sql`select ${41}::int + 1 as total`);
      });
      expect((answer as unknown as { rows: unknown[] }).rows).toEqual([{ total: 42 }]);
      const prepared = await db.execute<{ name: string; statement: string }>(
        sql`select name, statement from pg_prepared_statements where name like 's\\_%' order by statement`,
      );
      const rows = (prepared as unknown as { rows: Array<{ name: string; statement: string }> }).rows;
      // The email lookup prepared once for its three calls, the sum once; pg_prepared_statements' own query too.
      const lookups = rows.filter((row) => row.statement.startsWith('select "id" from "statement_probes"'));
      expect(lookups).toHaveLength(1);
      expect(lookups[0]?.statement).toBe(
        'select "id" from "statement_probes" where "statement_probes"."email" = $1 limit $2',
      );
      expect(rows.some((row) => row.statement === 'select $1::int + 1 as total')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('keeps errors as they are, and the connection usable after them', async () => {
    const database = await openDatabase({ databaseUrl: postgresServerUrl, poolSize: 1 });
    try {
      const { db } = database;
      await expect(db.execute(sql`select 1 / ${0}::int as nothing`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '22012' }),
      });
      await expect(db.execute(sql`select 1 / ${0}::int as nothing`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '22012' }),
      });
      const again = await db.execute(sql`select 1 / ${1}::int as one`);
      expect((again as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
