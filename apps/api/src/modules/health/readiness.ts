import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';

export interface JournalEntry {
  tag: string;
  when: number;
}

export interface Readiness {
  database: 'up' | 'down';
  applied: number;
  expected: number;
  pending: string[];
}

/** The migrations this build ships (drizzle-kit's journal), read once at start-up. */
export function readJournal(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

type Rows<T> = { rows: T[] };

/**
 * Ready means the database answers and holds every migration of this build: Drizzle's migrator
 * records each one in drizzle.__drizzle_migrations with the journal's `when` as created_at.
 */
export async function checkReadiness(db: Db, journal: JournalEntry[]): Promise<Readiness> {
  const none = { applied: 0, expected: journal.length, pending: journal.map((entry) => entry.tag) };
  try {
    const table = (await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
    )) as unknown as Rows<{ name: string | null }>;
    if (!table.rows[0]?.name) return { database: 'up', ...none };
    const applied = (await db.execute(
      sql`select created_at::text as created_at from drizzle.__drizzle_migrations`,
    )) as unknown as Rows<{ created_at: string }>;
    const done = new Set(applied.rows.map((row) => Number(row.created_at)));
    const pending = journal.filter((entry) => !done.has(entry.when)).map((entry) => entry.tag);
    return { database: 'up', applied: journal.length - pending.length, expected: journal.length, pending };
  } catch {
    return { database: 'down', ...none };
  }
}
