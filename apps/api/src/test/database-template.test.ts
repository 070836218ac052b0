import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.ts';
import { createTestDatabase, postgresAnswers, postgresServerUrl } from './database.ts';
import { migrationsHash, postgresTemplate } from './database-template.ts';

const journal = JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
  entries: unknown[];
};

async function migrationsApplied(embedded: boolean): Promise<number> {
  const { database, drop } = await createTestDatabase({ embedded });
  try {
    const result = (await database.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ count: number }> };
    return result.rows[0]?.count ?? 0;
  } finally {
    await drop();
  }
}

const serverAnswers = await postgresAnswers(postgresServerUrl);

describe('a test database copied from the migrated template', () => {
  it('on PGlite has every migration applied', async () => {
    expect(await migrationsApplied(true)).toBe(journal.entries.length);
  });

  it.runIf(serverAnswers)(
    'on PostgreSQL has every migration applied; the template, named by the migrations, takes no connections',
    async () => {
      const saved = process.env.DATABASE_URL;
      process.env.DATABASE_URL = postgresServerUrl;
      try {
        expect(await migrationsApplied(false)).toBe(journal.entries.length);
      } finally {
        process.env.DATABASE_URL = saved;
        if (saved === undefined) delete process.env.DATABASE_URL;
      }
      // Two runs at once get the one template.
      const [first, second] = await Promise.all([
        postgresTemplate(postgresServerUrl),
        postgresTemplate(postgresServerUrl),
      ]);
      expect(first).toBe(`desh_template_${migrationsHash()}`);
      expect(second).toBe(first);
      const client = new pg.Client({ connectionString: postgresServerUrl });
      await client.connect();
      const { rows } = await client.query(
        'select datistemplate, datallowconn from pg_database where datname = $1',
        [first],
      );
      await client.end();
      expect(rows).toEqual([{ datistemplate: true, datallowconn: false }]);
    },
  );

  it('is named anew when a migration changes, wherever the folder is', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-migrations-'));
    try {
      fs.cpSync(migrationsFolder, copy, { recursive: true });
      expect(migrationsHash(copy)).toBe(migrationsHash());
      fs.appendFileSync(path.join(copy, '0000_init.sql'), '\n-- changed\n');
      expect(migrationsHash(copy)).not.toBe(migrationsHash());
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
