// The high-availability test's engine comes from Debian's packages, installed when missing (as
// ensure-chromium.mjs does for the browser): pg_auto_failover for PostgreSQL 15, and pgBackRest.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const haPackages = [
  { file: '/usr/bin/pg_autoctl', package: 'pg-auto-failover-cli' },
  {
    file: '/usr/share/postgresql/15/extension/pgautofailover.control',
    package: 'postgresql-15-auto-failover',
  },
  { file: '/usr/bin/pgbackrest', package: 'pgbackrest' },
];

export function ensureHaPackages() {
  if (!fs.existsSync('/usr/lib/postgresql/15/bin/postgres')) {
    throw new Error('PostgreSQL 15 (/usr/lib/postgresql/15/bin) is needed for the high-availability test');
  }
  const missing = haPackages.filter((entry) => !fs.existsSync(entry.file)).map((entry) => entry.package);
  if (missing.length === 0) return;
  console.info(`Missing for the high-availability test: installing Debian’s ${missing.join(', ')}…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  // --no-install-recommends: the packages' own, not a second PostgreSQL major version they suggest.
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`,
    { stdio: 'inherit' },
  );
  const still = haPackages.filter((entry) => !fs.existsSync(entry.file));
  if (still.length > 0) throw new Error(`still missing: ${still.map((entry) => entry.file).join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureHaPackages();
