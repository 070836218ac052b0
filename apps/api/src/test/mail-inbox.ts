import { afterAll, beforeAll } from 'vitest';
import { startLocalSmtpServer } from './local-server.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The text/plain part, transfer-decoded. */
  text: string;
}

/** The text/plain part of a raw MIME message, transfer-decoded (base64 or quoted-printable). */
export function plainTextPart(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r\n(?:[^\r\n]+\r\n)*?\r\n([\s\S]*?)\r\n--/i.exec(raw);
  const encoding = /Content-Type: text\/plain[\s\S]*?Content-Transfer-Encoding: ([\w-]+)/i
    .exec(raw)?.[1]
    ?.toLowerCase();
  const body = part?.[1] ?? '';
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * A real SMTP server on a free local port that keeps what it receives: tests point SMTP_URL at it
 * and read the mail the app sent, the way a user would open it.
 */
export async function startMailInbox(onMail?: (mail: ReceivedMail) => void) {
  const received: ReceivedMail[] = [];
  const server = await startLocalSmtpServer((raw, session, done) => {
    const mail = {
      from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      to: session.envelope.rcptTo.map((recipient) => recipient.address),
      text: plainTextPart(raw.toString('utf8')),
    };
    received.push(mail);
    onMail?.(mail);
    done();
  });
  return { received, ...server };
}

export type MailInbox = Awaited<ReturnType<typeof startMailInbox>>;

/** A mail inbox for the whole test file: started before its tests (and hooks registered after), closed after them. */
export function useMailInbox(): MailInbox {
  const inbox = {} as MailInbox;
  beforeAll(async () => {
    Object.assign(inbox, await startMailInbox());
  });
  afterAll(async () => {
    await inbox.close?.();
  });
  return inbox;
}
