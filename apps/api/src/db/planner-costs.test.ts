import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postgresAnswers, postgresServerUrl } from '../test/database.ts';
import { type Database, openDatabase, randomPageCost } from './client.ts';

const postgresUp = await postgresAnswers(postgresServerUrl);

async function plannerSetting(database: Database): Promise<string> {
  const result = await database.db.execute<{ random_page_cost: string }>(sql`show random_page_cost`);
  const rows = (result as unknown as { rows: Array<{ random_page_cost: string }> }).rows;
  return rows[0]?.random_page_cost ?? '';
}

describe('the planner costs of the API connections', () => {
  it.skipIf(!postgresUp)(
    'count an out-of-order page read as an SSD does, on every pooled connection',
    async () => {
      const database = await openDatabase({ databaseUrl: postgresServerUrl, poolSize: 2 });
      try {
        const settings = await Promise.all([plannerSetting(database), plannerSetting(database)]);
        expect(settings).toEqual([String(randomPageCost), String(randomPageCost)]);
      } finally {
        await database.close();
      }
    },
  );

  it.skipIf(!postgresUp)('yield to an options parameter in the database URL', async () => {
    const url = new URL(postgresServerUrl);
    url.searchParams.set('options', '-c random_page_cost=2');
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      expect(await plannerSetting(database)).toBe('2');
    } finally {
      await database.close();
    }
  });

  it('are the same on embedded PGlite', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      expect(await plannerSetting(database)).toBe(String(randomPageCost));
    } finally {
      await database.close();
    }
  });
});
