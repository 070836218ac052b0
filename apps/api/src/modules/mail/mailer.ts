import nodemailer from 'nodemailer';
import type { Env } from '../../env.ts';
import { writeToDevOutbox } from '../../lib/dev-outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

type Log = { info(message: string): void; warn(message: string): void };

export function mailSender(env: Env): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  return `Desh Courier <no-reply@${new URL(env.publicUrl).hostname}>`;
}

/** Whether a reset link reaches its user: mailed, or (outside production) printed for the developer. */
export function passwordResetReachesUsers(env: Env): boolean {
  return Boolean(env.SMTP_URL) || env.NODE_ENV !== 'production';
}

/**
 * A mail that did not leave, with what SMTP said in codes only: the error code, the reply code and the
 * command that failed. Never the server's reply text or nodemailer's message, which may quote the mail
 * (a reset link, a wallet number) or its address; so whoever logs it logs nothing personal.
 */
export class MailNotSent extends Error {
  override name = 'MailNotSent';
  readonly code: string | undefined;
  readonly responseCode: number | undefined;
  readonly command: string | undefined;

  constructor(error: unknown) {
    const fields = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
    const code = typeof fields.code === 'string' ? fields.code : undefined;
    const responseCode = typeof fields.responseCode === 'number' ? fields.responseCode : undefined;
    const command = typeof fields.command === 'string' ? fields.command : undefined;
    super(
      `Mail not sent: ${[code, responseCode, command].filter((part) => part !== undefined).join(' ') || 'error'}`,
    );
    this.code = code;
    this.responseCode = responseCode;
    this.command = command;
  }
}

/**
 * SMTP when SMTP_URL is set. Without it, nothing can be delivered: outside production the mail is
 * written to the development outbox (DATA_DIR/outbox) so the flows can be used locally, and the log
 * says where; in production only the fact is logged. Account mail carries tokens: never in a log, and
 * neither is the address (the subject says which mail it was).
 */
export function createMailer(env: Env, log: Log = console): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    const from = mailSender(env);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail }).catch((error: unknown) => {
          throw new MailNotSent(error);
        });
      },
    };
  }
  return {
    async send(mail) {
      if (env.NODE_ENV === 'production') {
        log.warn(`No SMTP_URL is configured: "${mail.subject}" was not sent.`);
      } else {
        const file = writeToDevOutbox(
          env.dataDir,
          'mail',
          `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
        );
        log.info(`No SMTP_URL is configured: "${mail.subject}" is in ${file}`);
      }
    },
  };
}
