import path from 'node:path';
import type { Env } from '../env.ts';
import { authSecret, createAuth } from '../lib/auth.ts';
import { labelCodes } from '../lib/label-code.ts';
import { seedHolidays } from '../modules/holidays/holidays-seed.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { seedNetwork } from '../modules/network/network-seed.ts';
import { createLocalStorage, type FileStorage } from '../modules/uploads/storage.ts';
import { authMessages } from '../modules/users/auth-messages.ts';
import { advisoryLocks, withAdvisoryLock } from './advisory-lock.ts';
import type { Database } from './client.ts';
import { seedDemoAccounts } from './seed.ts';
import { seedDemoBusiness } from './seed-business.ts';

export interface SeedOutcome {
  accounts: boolean;
  business: boolean;
}

/**
 * The demo data a server start creates on an empty non-production database (or with SEED_DEMO).
 * Replicas started together take turns under an advisory lock, and each checks for emptiness only
 * once it holds the lock: the first seeds, the others find users and leave them alone.
 */
export async function seedOnStart(
  database: Database,
  env: Env,
  options: { storage?: FileStorage } = {},
): Promise<SeedOutcome> {
  const none = { accounts: false, business: false };
  // Every deployment starts with the national network (admins edit it): coverage must be complete
  // before the first booking.
  await withAdvisoryLock(database, advisoryLocks.demoData, () => seedNetwork(database.db));
  if (env.NODE_ENV === 'production' && !env.SEED_DEMO) return none;
  return withAdvisoryLock(database, advisoryLocks.demoData, async () => {
    const auth = createAuth(database.db, env, authMessages(database.db, createMailer(env)));
    const sessions = await seedDemoAccounts(database.db, auth);
    if (!sessions) return none;
    await seedHolidays(database.db);
    // Demo parcels and money only outside production (SEED_DEMO in production is for tests, which start empty).
    if (env.NODE_ENV === 'production') return { accounts: true, business: false };
    await seedDemoBusiness(database.db, sessions, {
      // The demo rider's handover photo is kept where the server keeps uploads (app.ts storageFromEnv).
      storage: options.storage ?? createLocalStorage(path.join(env.dataDir, 'uploads')),
      labels: labelCodes(authSecret(env)),
      maxAttempts: env.MAX_DELIVERY_ATTEMPTS,
    });
    return { accounts: true, business: true };
  });
}
