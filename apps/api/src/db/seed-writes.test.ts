import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The demo data is made the way the business makes its data: through the modules' own functions
 * (decision 043, issue 60). A seed file that writes a module's table itself (a Drizzle insert, update or
 * delete, or SQL text that does) bypasses the rules, events and outbox the module keeps with its rows.
 * No seed file writes a table itself: every step of a demo parcel's road, from the booking to the
 * door and the return, runs through the commands (seed-business.ts).
 */
const seedFiles = ['seed.ts', 'seed-business.ts', 'seed-on-start.ts', 'seed-parcels.ts'] as const;

const sourceOf = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** The tables a source writes with Drizzle's query builder (`.insert(table)`, `.update(table)`, `.delete(table)`). */
function tablesWritten(source: string): string[] {
  const written = [...source.matchAll(/\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g)].map(
    (match) => match[1] as string,
  );
  return [...new Set(written)].sort();
}

/** Whether a source writes with SQL text (`insert into`, `update … set`, `delete from`). */
function writesSqlText(source: string): boolean {
  return /\b(?:insert\s+into|delete\s+from|update\s+[\w."]+\s+set)\b/i.test(source);
}

describe('the seed files', () => {
  it('find a write however it is spelled', () => {
    expect(
      tablesWritten('await tx.insert(parcels).values({}); db.update( riders ).set({}); db.delete(users)'),
    ).toEqual(['parcels', 'riders', 'users']);
    expect(tablesWritten('await createParcel(db, customer, booking); insertAttempt(tx, row)')).toEqual([]);
    expect(writesSqlText('tx.execute(sql`update parcels set status = "delivered"`)')).toBe(true);
    expect(writesSqlText('sql`INSERT INTO parcel_events (parcel_id) values (1)`')).toBe(true);
    expect(writesSqlText('// the booking is written through the parcels module')).toBe(false);
  });

  it("write no module's table themselves: the demo business goes through the modules' functions", () => {
    for (const file of seedFiles) {
      const source = sourceOf(file);
      expect(writesSqlText(source), file).toBe(false);
      expect(tablesWritten(source), file).toEqual([]);
    }
  });
});
