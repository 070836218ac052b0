import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Outside production, mail and SMS that have nowhere to go are written here, one file each, for the
 * developer to open: they carry reset links and delivery codes, which never go into a log line.
 * Answers the file's path.
 */
export function writeToDevOutbox(dataDir: string, kind: 'mail' | 'sms', text: string): string {
  const directory = path.join(dataDir, 'outbox');
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(directory, `${stamp}-${kind}-${crypto.randomBytes(3).toString('hex')}.txt`);
  fs.writeFileSync(file, text, { mode: 0o600 });
  return file;
}
