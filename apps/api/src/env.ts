import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Public origin of the site; Better Auth rejects requests whose Origin it does not trust. */
  PUBLIC_URL: z.string().url().optional(),
  TRUSTED_ORIGINS: z.string().default(''),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per IP for the auth endpoints (sign-in, sign-up). */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Requests per minute per IP for everything else under /api. */
  API_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /** Requests per minute per IP for public tracking (lookups and live streams): tracking IDs are guessable. */
  TRACK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  /** How long a process keeps a tracking lookup (dropped at once when the parcel changes); 0 turns it off. */
  TRACK_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  /** Newsletter sign-ups per minute per IP: stricter than the API default, as it is open to anyone. */
  NEWSLETTER_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Sign-in attempts per account (lower-cased email) in 15 minutes, from any number of IPs. */
  AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Bearer token that guards /api/metrics; unset leaves it open (keep it off the public proxy). */
  METRICS_TOKEN: z.string().optional(),
  REDIS_URL: z.string().optional(),
  UPLOAD_DRIVER: z.enum(['local', 's3']).default('local'),
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
   * HTTP SMS gateway as a URL template: {api_key}, {sender_id}, {number} (8801XXXXXXXXX) and {message}
   * are replaced by URL-encoded values (Bangla as UTF-8). Unset: outside production SMS go to the log.
   */
  SMS_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().optional(),
  /** Failed delivery attempts after which a parcel goes back to its sender. */
  MAX_DELIVERY_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  SEED_DEMO: booleanish,
  TRUST_PROXY: booleanish,
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; publicUrl: string };

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
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}
