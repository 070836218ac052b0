import path from 'node:path';
import { type Role, roles } from '@desh/shared';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { loadEnv } from '../env.ts';
import { findUserByEmail, setUserRole } from '../modules/users/users.repository.ts';

// Usage: npm run user:role -- <email> <role>. How the first admin is made in production.
const [email, role] = process.argv.slice(2);
if (!email || !role || !roles.includes(role as Role)) {
  console.error(`Usage: npm run user:role -- <email> <${roles.join('|')}>`);
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: path.join(env.dataDir, 'pglite'),
});
try {
  await runMigrations(database);
  const user = await findUserByEmail(database.db, email);
  if (!user) {
    console.error(`No user with email ${email}. They must sign up first.`);
    process.exitCode = 1;
  } else {
    await setUserRole(database.db, user.id, role as Role);
    console.info(`${user.email} is now ${role}.`);
  }
} finally {
  await database.close();
}
