import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postgresAnswers, postgresServerUrl } from '../test/database.ts';
import { openDatabase } from './client.ts';
import { executePrepared } from './prepared-sql.ts';

const postgresUp = await postgresAnswers(postgresServerUrl);
const sum = (a: number, b: number) => sql`select ${a}::int + ${b}::int as total`;
const product = (a: number, b: number) => sql`select ${a}::int * ${b}::int as total`;

describe.skipIf(!postgresUp)('executePrepared on PostgreSQL', () => {
  it('prepares one statement per shape, values staying parameters', async () => {
    // One connection, so every call lands where the statements were prepared.
    const database = await openDatabase({ databaseUrl: postgresServerUrl, poolSize: 1 });
    try {
      expect(await executePrepared(database.db, 'test_sum', sum(2, 3))).toEqual([{ total: 5 }]);
      expect(await executePrepared(database.db, 'test_sum', sum(40, 2))).toEqual([{ total: 42 }]);
      expect(await executePrepared(database.db, 'test_product', product(6, 7))).toEqual([{ total: 42 }]);
      const prepared = await database.db.execute<{ name: string; statement: string }>(
        sql`select name, statement from pg_prepared_statements where name like 'test\\_%' order by name`,
      );
      const rows = (prepared as unknown as { rows: Array<{ name: string; statement: string }> }).rows;
      expect(rows.map((row) => row.name)).toEqual([
        expect.stringMatching(/^test_product_[0-9a-f]{12}$/),
        expect.stringMatching(/^test_sum_[0-9a-f]{12}$/),
      ]);
      expect(rows[1]?.statement).toBe('select $1::int + $2::int as total');
    } finally {
      await database.close();
    }
  });
});

describe('executePrepared on embedded PGlite', () => {
  it('runs the same statements', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      expect(await executePrepared(database.db, 'test_sum', sum(2, 3))).toEqual([{ total: 5 }]);
      expect(await executePrepared(database.db, 'test_sum', sum(40, 2))).toEqual([{ total: 42 }]);
    } finally {
      await database.close();
    }
  });
});
