import path from 'node:path';
import { buildApp, storageFromEnv } from './app.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { demoAccounts } from './db/seed.ts';
import { seedOnStart } from './db/seed-on-start.ts';
import { loadEnv } from './env.ts';
import { passwordResetReachesUsers } from './modules/mail/mailer.ts';

const env = loadEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: path.join(env.dataDir, 'pglite'),
  poolSize: env.DATABASE_POOL_SIZE,
});
await runMigrations(database);

const app = await buildApp({ env, database });
if (!passwordResetReachesUsers(env)) {
  app.log.warn('SMTP_URL is not set: password reset mail cannot be delivered (README, "Configuration").');
}

const seeded = await seedOnStart(database, env, { storage: storageFromEnv(env) });
if (seeded.accounts) {
  app.log.info('Empty database: created demo accounts');
  if (seeded.business) app.log.info('Created demo parcels and money for the demo customer and rider');
  for (const account of demoAccounts) {
    console.info(`  ${account.role.padEnd(8)} ${account.email} / ${account.password}`);
  }
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
console.info(`Desh Courier is running at ${env.publicUrl}`);
