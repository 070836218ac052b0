import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filedMessages } from './support/message-folder.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Sms {
  number: string;
  message: string;
}

/** Where scripts/e2e-server.mjs files the SMS its gateway receives, one JSON file per message. */
export function smsInboxDir(port: string): string {
  return path.join(repoRoot, '.tmp', `e2e-sms-${port}`);
}

/** The SMS sent to a Bangladeshi mobile (01XXXXXXXXX) so far, oldest first. */
export function smsTo(phone: string, port = process.env.E2E_PORT ?? '3100'): Sms[] {
  const number = `88${phone}`;
  return filedMessages<Sms>(smsInboxDir(port)).filter((sms) => sms.number === number);
}

/** Every SMS sent to `phone` so far, oldest first, one message a line: what a receiver has read. */
export function smsTextTo(phone: string): string {
  return smsTo(phone)
    .map((sms) => sms.message)
    .join('\n');
}

/** The 6-digit delivery code in the first SMS to `phone` that carries one (in Bangla), or '' while none has come. */
export function deliveryCodeTo(phone: string): string {
  const sms = smsTo(phone).find((message) => message.message.includes('ডেলিভারি কোড'));
  return /কোড (\d{6})/.exec(sms?.message ?? '')?.[1] ?? '';
}

let phoneSeq = 0;
/**
 * A receiver number no other test uses, so the SMS filed for it are the caller's own. Spec files
 * that run side by side pass different operator prefixes.
 */
export function freshPhone(prefix: '015' | '016' | '018' | '019'): string {
  phoneSeq += 1;
  return `${prefix}${String(Date.now() + phoneSeq).slice(-8)}`;
}
