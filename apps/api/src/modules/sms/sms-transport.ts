import http from 'node:http';
import https from 'node:https';
import { maskBdMobile, normalizeBdMobile } from '@desh/shared';
import type { Env } from '../../env.ts';
import { writeToDevOutbox } from '../../lib/dev-outbox.ts';

export interface OutgoingSms {
  /** 01XXXXXXXXX */
  to: string;
  body: string;
  /** The body carries a code (delivery, sign-in, password reset): never write it to a log. */
  secret: boolean;
  /**
   * The outbox row's id, the same on every attempt: a gateway that takes a client message id
   * (`{message_id}` in SMS_URL) drops a repeat, so a send whose success was not recorded (the
   * database failed over between the two) reaches the phone once.
   */
  id?: number;
}

export interface SmsTransport {
  readonly name: 'http' | 'log' | 'inbox';
  send(sms: OutgoingSms): Promise<void>;
}

type Log = { info(message: string): void; warn(message: string): void };

/** The number as Bangladeshi gateways take it: 8801XXXXXXXXX. */
export function gatewayNumber(phone: string): string {
  return `88${normalizeBdMobile(phone)}`;
}

const placeholders = ['api_key', 'sender_id', 'number', 'message', 'message_id'] as const;

/** SMS_URL with its placeholders filled in, each value URL-encoded (Bangla becomes UTF-8 %XX). */
export function gatewayUrl(
  template: string,
  values: Omit<Record<(typeof placeholders)[number], string>, 'message_id'> & { message_id?: string },
): string {
  return template.replace(
    /\{(api_key|sender_id|number|message|message_id)\}/g,
    (_match, key: keyof typeof values) => encodeURIComponent(values[key] ?? ''),
  );
}

/** Kept-alive connections to the gateway: a message is one request on a connection already open. */
const gatewayAgents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 16 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 16 }),
};

class GatewayTimeout extends Error {
  override name = 'TimeoutError';
}

/**
 * GETs the URL and answers the status once the answer is read (and dropped, so the connection is
 * reused), within `timeoutMs` in all. Node's own client rather than fetch: a message costs a third of
 * the CPU (docs/decisions/063). Redirects are not followed: the URL carries the key.
 */
function getStatus(url: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const agent = target.protocol === 'https:' ? gatewayAgents['https:'] : gatewayAgents['http:'];
    const request = client.request(target, { method: 'GET', agent }, (response) => {
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        resolve(response.statusCode ?? 0);
      });
      response.resume();
    });
    const timer = setTimeout(() => request.destroy(new GatewayTimeout()), timeoutMs);
    function fail(error: unknown) {
      clearTimeout(timer);
      reject(error);
    }
    request.on('error', fail);
    request.end();
  });
}

export function createHttpTransport(
  settings: { url: string; apiKey?: string; senderId?: string },
  timeoutMs = 10_000,
): SmsTransport {
  return {
    name: 'http',
    async send(sms) {
      const url = gatewayUrl(settings.url, {
        api_key: settings.apiKey ?? '',
        sender_id: settings.senderId ?? '',
        number: gatewayNumber(sms.to),
        message: sms.body,
        message_id: sms.id === undefined ? '' : `desh-${sms.id}`,
      });
      // The URL carries the API key, the number and the text (a delivery code): no error raised here
      // may repeat it, and neither may the gateway's answer, which some gateways fill with the request.
      const status = await getStatus(url, timeoutMs).catch((error: unknown) => {
        throw new Error(`SMS gateway not reached: ${reachFailure(error)}`);
      });
      if (status < 200 || status > 299) throw new Error(`SMS gateway answered ${status}`);
    },
  };
}

/** Why the request failed, by error code or name only: the messages may quote the URL or the address. */
function reachFailure(error: unknown): string {
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = failure?.code ?? failure?.cause?.code;
  if (typeof code === 'string') return code;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  return 'network error';
}

/**
 * Without a gateway: outside production the message is written to the development outbox
 * (DATA_DIR/outbox) so the flows can be used locally; the log says where, never the text (it may
 * carry a delivery code) and the number only masked. In production only the fact is logged.
 */
export function createLogTransport(env: Pick<Env, 'NODE_ENV' | 'dataDir'>, log: Log): SmsTransport {
  return {
    name: 'log',
    async send(sms) {
      if (env.NODE_ENV === 'production') {
        log.warn(`No SMS_URL is configured: an SMS for ${maskBdMobile(sms.to)} was not sent.`);
      } else {
        const file = writeToDevOutbox(env.dataDir, 'sms', `To: ${sms.to}\n\n${sms.body}\n`);
        log.info(`No SMS_URL is configured: the SMS for ${maskBdMobile(sms.to)} is in ${file}`);
      }
    },
  };
}

export interface ReceivedSms {
  to: string;
  body: string;
  at: Date;
}

/** An in-process inbox the tests read: what was "sent", in order. */
export interface SmsInbox extends SmsTransport {
  readonly name: 'inbox';
  received: ReceivedSms[];
  /** The messages to one number, oldest first. */
  to(phone: string): ReceivedSms[];
  /** Numbers the inbox refuses, as a gateway refuses a number it cannot reach (a test's failed SMS). */
  unreachable: Set<string>;
}

export function createSmsInbox(): SmsInbox {
  const received: ReceivedSms[] = [];
  const unreachable = new Set<string>();
  return {
    name: 'inbox',
    received,
    unreachable,
    to: (phone) => received.filter((sms) => sms.to === normalizeBdMobile(phone)),
    async send(sms) {
      if (unreachable.has(normalizeBdMobile(sms.to))) throw new Error('the number cannot be reached');
      received.push({ to: sms.to, body: sms.body, at: new Date() });
    },
  };
}

export function createSmsTransport(env: Env, log: Log): SmsTransport {
  if (env.SMS_URL) {
    return createHttpTransport({ url: env.SMS_URL, apiKey: env.SMS_API_KEY, senderId: env.SMS_SENDER_ID });
  }
  if (env.NODE_ENV === 'test') return createSmsInbox();
  return createLogTransport(env, log);
}
