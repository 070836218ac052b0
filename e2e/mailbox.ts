import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Mail {
  from: string;
  to: string[];
  text: string;
}

/** Where scripts/e2e-server.mjs files the mail its server sends, one JSON file per message. */
export function mailboxDir(port: string): string {
  return path.join(repoRoot, '.tmp', `e2e-mail-${port}`);
}

/** The mail sent to `address` so far, oldest first. */
export function mailTo(address: string, port = process.env.E2E_PORT ?? '3100'): Mail[] {
  const dir = mailboxDir(port);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Mail)
    .filter((mail) => mail.to.includes(address));
}
