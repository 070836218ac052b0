import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filedMessages } from './support/message-folder.ts';

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
  return filedMessages<Mail>(mailboxDir(port)).filter((mail) => mail.to.includes(address));
}
