import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyServerDatabase, postgresServerUrl } from '../test/database.ts';
import { type Database, type Executor, openDatabase } from './client.ts';
import { transactionAfter } from './transactions.ts';

/** When the statement ran, by the database's clock (later than `now()` of any transaction it runs in). */
const clockNow = async (executor: Executor) => {
  const result = (await executor.execute(sql`select clock_timestamp()::text as at`)) as unknown as {
    rows: Array<{ at: string }>;
  };
  return result.rows[0]?.at ?? '';
};

/** When the transaction the statement runs in began. */
const transactionStart = async (executor: Executor) => {
  const result = (await executor.execute(sql`select now()::text as began`)) as unknown as {
    rows: Array<{ began: string }>;
  };
  return result.rows[0]?.began ?? '';
};

describe('transactionAfter on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const server = await emptyServerDatabase(postgresServerUrl);
    database = await openDatabase({ databaseUrl: server.url, poolSize: 1 });
    drop = async () => {
      await database.close();
      await server.drop();
    };
  });
  afterAll(() => drop());

  it('runs its first statement on its own, before the transaction begins, and hands its answer to the work', async () => {
    const { firstAt, began } = await transactionAfter(database.db, clockNow, async (tx, firstAt) => ({
      firstAt,
      began: await transactionStart(tx),
    }));
    // Inside the transaction the first statement's clock would read after its `now()`.
    expect(new Date(firstAt).getTime()).toBeLessThanOrEqual(new Date(began).getTime());
  });

  it('answers the first statement’s failure without running the work, and the connection serves the next', async () => {
    const failing = (executor: Executor) => executor.execute(sql`select 1 / 0`);
    let worked = false;
    await expect(
      transactionAfter(database.db, failing, async () => {
        worked = true;
      }),
    ).rejects.toMatchObject({ cause: { code: '22012' } });
    expect(worked).toBe(false);
    // The pool's one connection was rolled back and released: the next transaction runs on it.
    expect(await transactionAfter(database.db, clockNow, async (_tx, at) => at.length > 0)).toBe(true);
  });
});
