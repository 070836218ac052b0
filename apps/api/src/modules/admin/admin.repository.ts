import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import { pastPromiseSql } from '../parcels/past-promise.ts';

/** Parcels past their promised date and not yet settled (a partial index holds only the open ones). */
export async function countPastPromised(db: Db): Promise<number> {
  const [late] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(parcels)
    .where(pastPromiseSql('parcels'));
  return late?.count ?? 0;
}
