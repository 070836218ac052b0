import path from 'node:path';
import { payoutHoldHours } from '@desh/shared';
import { z } from 'zod';
import { parseDatabaseUrl } from './db/database-hosts.ts';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** One host, or a cluster's hosts with `target_session_attrs=read-write` (db/database-hosts.ts). */
  DATABASE_URL: z
    .string()
    .superRefine((url, context) => {
      try {
        parseDatabaseUrl(url);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    })
    .optional(),
  DATA_DIR: z.string().default('./data'),
  /** Public origin of the site; Better Auth rejects requests whose Origin it does not trust. */
  PUBLIC_URL: z.string().url().optional(),
  TRUSTED_ORIGINS: z.string().default(''),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Requests per minute per IP for sign-in, sign-up and reset requests, whatever the account. Mobile
   * carriers put many customers behind one address (carrier-grade NAT): 30 leaves room for them, while
   * guessing one account is held much tighter per account and IP below.
   */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /** Requests per minute per IP for everything else under /api. */
  API_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /** Requests per minute per IP for public tracking (lookups and live streams): tracking IDs are guessable. */
  TRACK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  /** Requests per minute per IP on receivers' private links (open to whoever holds one). */
  RECEIVER_LINK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  /** Receiver record lookups per minute, per merchant and per API key. */
  RECEIVER_RECORD_LOOKUPS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** How long a process keeps a tracking lookup (dropped at once when the parcel changes); 0 turns it off. */
  TRACK_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  /**
   * How long a process may answer a session from memory (at most 1000 ms); a sign-out, revoked session or
   * role change drops it on every process at once through LISTEN/NOTIFY. 0 reads the database every request.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(1000),
  /** How long a process keeps a sender's capped parcel count (dropped at once by any booking); 0 turns it off. */
  PARCEL_COUNT_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  /**
   * How long a process keeps a sender's list page (dropped on every process at once when any of the
   * sender's parcels is written, through a trigger's NOTIFY); 0 turns it off.
   */
  PARCEL_LIST_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  /** Connections in each process's PostgreSQL pool. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Newsletter sign-ups per minute per IP: stricter than the API default, as it is open to anyone. */
  NEWSLETTER_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Requests per minute a new merchant API key may make, unless the key sets its own. */
  API_KEY_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  /** Sign-in attempts per account (lower-cased email) and IP in 15 minutes: what throttles a guesser. */
  AUTH_ACCOUNT_IP_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /**
   * Sign-in attempts per account from all IPs together in 15 minutes; past it the account is locked
   * (the right password included) until the window ends or the owner resets the password by email.
   */
  AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(100),
  /** Sign-in and reset codes sent by SMS to one number per hour, whoever asks for them. */
  AUTH_SMS_CODE_PHONE_MAX: z.coerce.number().int().positive().default(5),
  /** Sign-in and reset codes asked for from one IP per hour (room for a carrier's shared address). */
  AUTH_SMS_CODE_IP_MAX: z.coerce.number().int().positive().default(30),
  /**
   * Hours a newly set or changed payout account waits before payouts to it (docs/decisions/038);
   * operations may lengthen it during a fraud wave. Each change keeps the end it was given.
   */
  PAYOUT_HOLD_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 14)
    .default(payoutHoldHours),
  /** Bearer token that guards /api/metrics: required in production; unset elsewhere leaves it open. */
  METRICS_TOKEN: z.string().optional(),
  REDIS_URL: z.string().optional(),
  UPLOAD_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Image uploads per user per day (each is decoded and encoded again, which costs CPU). */
  UPLOAD_DAILY_MAX: z.coerce.number().int().positive().default(20),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465; unset: mail goes to the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of account mail; defaults to no-reply at PUBLIC_URL's host. */
  MAIL_FROM: z.string().optional(),
  /**
   * Webhook receivers on private, loopback or link-local addresses: `allow` (default outside production,
   * so tests and development use local receivers) or `refuse` (always in production).
   */
  WEBHOOK_PRIVATE_TARGETS: z.enum(['allow', 'refuse']).optional(),
  /** Private IP addresses that may receive webhooks even where private targets are refused. */
  WEBHOOK_ALLOWED_ADDRESSES: z.string().optional(),
  /** `off` stops this process from sending webhooks (another process still does). */
  WEBHOOK_WORKER: z.enum(['on', 'off']).default('on'),
  /** Waits between webhook retries in ms, comma-separated; unset: 5 s … 10 h, about 28 hours in all. */
  WEBHOOK_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be comma-separated milliseconds')
    .optional(),
  /** How often each process looks for due webhook retries (new messages wake it at once). */
  WEBHOOK_POLL_MS: z.coerce.number().int().positive().default(2000),
  /**
   * HTTP SMS gateway as a URL template: {api_key}, {sender_id}, {number} (8801XXXXXXXXX) and {message}
   * are replaced by URL-encoded values (Bangla as UTF-8). Unset: outside production SMS go to the log.
   */
  SMS_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().optional(),
  /** Failed delivery attempts after which a parcel goes back to its sender. */
  MAX_DELIVERY_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** Hours a parcel may wait at one hub before the network board flags it as stuck. */
  NETWORK_STUCK_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /**
   * Support phone numbers shown on the contact page, comma-separated as people should dial them.
   * Unset: a demo number outside production, none in production.
   */
  SUPPORT_PHONE: z.string().max(300).optional(),
  /** Support email shown on the contact page; unset: a demo address outside production, none in production. */
  SUPPORT_EMAIL: z.email().optional(),
  /** Opening hours as the contact page shows them (English, and Bangla in SUPPORT_HOURS_BN); unset: 24/7. */
  SUPPORT_HOURS: z.string().max(200).optional(),
  SUPPORT_HOURS_BN: z.string().max(200).optional(),
  /** Support requests per IP per 10 minutes: open to visitors, so held tight. */
  SUPPORT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  SEED_DEMO: booleanish,
  TRUST_PROXY: booleanish,
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  /** The contact page's phones, email and hours (demo values outside production when unset). */
  support: { phones: string[]; email: string | null; hours: string | null; hoursBn: string | null };
  publicUrl: string;
  webhookAllowPrivateTargets: boolean;
  webhookAllowedAddresses: ReadonlySet<string>;
  webhookRetryDelaysMs: number[] | undefined;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means unset (`DATABASE_URL= npm start` selects the embedded database).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
    throw new Error('BETTER_AUTH_SECRET (32+ characters) is required in production.');
  }
  // Metrics tell anyone who can read them about traffic and internals: never open in production.
  if (env.NODE_ENV === 'production' && !env.METRICS_TOKEN) {
    throw new Error('METRICS_TOKEN is required in production (it guards /api/metrics).');
  }
  if (env.NODE_ENV === 'production' && env.WEBHOOK_PRIVATE_TARGETS === 'allow') {
    throw new Error(
      'WEBHOOK_PRIVATE_TARGETS=allow is refused in production (webhooks could reach internal hosts).',
    );
  }
  return {
    ...env,
    webhookAllowedAddresses: new Set(
      (env.WEBHOOK_ALLOWED_ADDRESSES ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    ),
    webhookAllowPrivateTargets:
      (env.WEBHOOK_PRIVATE_TARGETS ?? (env.NODE_ENV === 'production' ? 'refuse' : 'allow')) === 'allow',
    webhookRetryDelaysMs: env.WEBHOOK_RETRY_DELAYS_MS?.split(',').map(Number),
    dataDir: path.resolve(env.DATA_DIR),
    support: supportContact(env),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}

/** Demo contacts make the page usable in development; production shows only what the operator set. */
const demoSupport = { phone: '+880 9612-000000', email: 'support@desh.test' };

function supportContact(env: z.infer<typeof envSchema>): Env['support'] {
  const demo = env.NODE_ENV !== 'production';
  const phones = env.SUPPORT_PHONE ?? (demo ? demoSupport.phone : '');
  return {
    phones: phones
      .split(',')
      .map((phone) => phone.trim())
      .filter(Boolean),
    email: env.SUPPORT_EMAIL ?? (demo ? demoSupport.email : null),
    hours: env.SUPPORT_HOURS ?? null,
    hoursBn: env.SUPPORT_HOURS_BN ?? null,
  };
}
