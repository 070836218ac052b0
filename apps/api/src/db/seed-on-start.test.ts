import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { emptyServerDatabase, postgresAnswers, postgresServerUrl } from '../test/database.ts';
import { runMigrations } from './migrate.ts';
import { demoAccounts } from './seed.ts';
import { seedOnStart } from './seed-on-start.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-seed-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const env = loadEnv({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
});

const postgresUp = await postgresAnswers(postgresServerUrl);
if (!postgresUp) console.info(`Seeding race test skipped: no PostgreSQL answers at ${postgresServerUrl}.`);

describe.skipIf(!postgresUp)(
  'two server processes starting together on an empty database (PostgreSQL)',
  () => {
    it('both start, and exactly one set of demo accounts and demo business exists', async () => {
      const empty = await emptyServerDatabase(postgresServerUrl);
      // Two pools, as two processes have: they meet only in PostgreSQL.
      const replicas = await Promise.all([empty.open(), empty.open()]);
      try {
        await Promise.all(replicas.map((replica) => runMigrations(replica)));
        const outcomes = await Promise.all(replicas.map((replica) => seedOnStart(replica, env)));
        expect(outcomes.filter((outcome) => outcome.accounts)).toHaveLength(1);
        expect(outcomes.filter((outcome) => outcome.business)).toHaveLength(1);

        const db = replicas[0]?.db;
        if (!db) throw new Error('no replica');
        const count = async (query: ReturnType<typeof sql>) =>
          ((await db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
        expect(await count(sql`select count(*)::int as n from users`)).toBe(demoAccounts.length);
        for (const account of demoAccounts) {
          expect(await count(sql`select count(*)::int as n from users where email = ${account.email}`)).toBe(
            1,
          );
        }
        expect(await count(sql`select count(*)::int as n from riders`)).toBe(
          demoAccounts.filter((account) => account.role === 'rider').length,
        );
        // The demo business belongs to the one demo customer, seeded once.
        const parcelsOnce = await count(sql`select count(*)::int as n from parcels`);
        expect(parcelsOnce).toBeGreaterThan(0);
        expect(await count(sql`select count(*)::int as n from payouts`)).toBe(1);

        // A later start (a restart, a third replica) finds users and changes nothing.
        expect(await seedOnStart(replicas[1] ?? replicas[0], env)).toEqual({
          accounts: false,
          business: false,
        });
        expect(await count(sql`select count(*)::int as n from parcels`)).toBe(parcelsOnce);
      } finally {
        await Promise.all(replicas.map((replica) => replica.close()));
        await empty.drop();
      }
    }, 60_000);
  },
);
