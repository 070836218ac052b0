import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { apiRoot, migrationsFolder } from '../paths.ts';

/**
 * Migrating a database for every test file cost seconds a file: the migrations run once into a
 * template, and each file gets a copy (docs/decisions/041). The template's name carries a hash of the
 * migrations, so a changed or new migration makes a new one; runs on other branches sharing the
 * PostgreSQL server keep theirs.
 */
export function migrationsHash(folder = migrationsFolder): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else
        hash
          .update(`${path.relative(folder, file)}\0`)
          .update(fs.readFileSync(file))
          .update('\0');
    }
  };
  walk(folder);
  return hash.digest('hex').slice(0, 16);
}

/** The migrated template database on the PostgreSQL server at `serverUrl`, made by the first run that needs it. */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const hash = migrationsHash();
  const name = `desh_template_${hash}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (await databaseExists(admin, name)) return name;
    // One run builds it while the others wait: this lock is the server's, so it holds across worktrees.
    await admin.query('select pg_advisory_lock($1::bigint)', [BigInt(`0x${hash.slice(0, 15)}`).toString()]);
    if (await databaseExists(admin, name)) return name;
    // Built under a name of its own and renamed when whole: a run killed halfway leaves no broken template.
    const building = `${name}_b${crypto.randomBytes(4).toString('hex')}`;
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${name}\\_b%`],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await runMigrations(database);
    await database.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    // A copy needs a template no one is connected to: none may connect (autovacuum skips it too).
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return name;
  } finally {
    // Ending the session lets go of the lock.
    await admin.end();
  }
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  return rowCount === 1;
}

/** The installed PGlite's version (its package.json is not among its exports: found above its entry). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(path.join(apiRoot, 'package.json')).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the migrated PGlite data directory is kept as a tar file: per migrations and PGlite version. */
function pgliteTemplateFile(): string {
  return path.resolve(
    apiRoot,
    '../../.tmp/test-templates',
    `pglite-${pgliteVersion()}-${migrationsHash()}.tar`,
  );
}

/**
 * A migrated PGlite data directory, as a tar file made by the first test process that needs it: a new
 * in-memory PGlite runs initdb and the migrations (seconds), one loaded from the tar file does neither.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = pgliteTemplateFile();
  if (!fs.existsSync(file)) {
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = await PGlite.create('memory://');
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: a process reading it never sees half a file.
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}
