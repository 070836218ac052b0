import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  accountSuspendedMessage,
  defaultRole,
  maxImageUrlLength,
  maxNameLength,
  maxPasswordLength,
  minPasswordLength,
} from '@desh/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins/bearer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { ipv6ClientPrefix } from './address-key.ts';
import { withStoragesOffWhenIdle } from './auth-idle-storage.ts';
import { passwordHashing } from './password-hashing.ts';
import { type PhoneCodeSender, phoneNumberAuth } from './phone-auth.ts';

export function isGoogleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/** Outside production a secret is made once and kept in DATA_DIR so sessions survive restarts. */
export function authSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = path.join(env.dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('hex');
    fs.mkdirSync(env.dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function trustedOrigins(env: Env): string[] {
  const listed = env.TRUSTED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const local =
    env.NODE_ENV === 'production' ? [] : ['http://localhost:5173', `http://127.0.0.1:${env.PORT}`];
  return [...new Set([env.publicUrl, ...local, ...listed])];
}

/**
 * How sign-in's messages leave: given by app.ts, since mail and SMS are modules and the floor
 * imports none (modules/users/auth-messages.ts builds them).
 */
export interface AuthMessages {
  /** Sends the reset link to the account's address; a failure rejects (it is logged here, never awaited). */
  sendResetLink(user: { id: string; email: string }, url: string): Promise<void>;
  /**
   * Mails the link that sets an email on an account (change-email): the address is kept only once the
   * link is opened. A failure rejects (it is logged here, never awaited).
   */
  sendEmailConfirmLink(user: { id: string; email: string }, url: string): Promise<void>;
  /** Queues a sign-in or reset code by SMS (lib/phone-auth.ts). */
  queuePhoneCode: PhoneCodeSender;
}

export interface AuthHooks {
  /**
   * A password was reset by email or SMS code (the owner proved who they are): lifts a sign-in lock and suspends
   * the account's API keys. A failure here fails the answer, so a reset is never silently half done.
   */
  onPasswordReset?: (user: { id: string; email: string }, ip: string | undefined) => Promise<void>;
  /** Where mail trouble and Better Auth's own messages are reported (the app's logger); the console when unset. */
  log?: AuthLog;
  /** A test's app only: a fast password hash instead of scrypt (lib/password-hashing.ts; refused unless NODE_ENV=test). */
  fastTestPasswordHash?: boolean;
}

type AuthLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

const consoleLog = {
  info: (...args: unknown[]) => console.info(...args),
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
} as unknown as AuthLog;

/**
 * What may be logged of what Better Auth passes its logger: the kind of each error, never its
 * details or other values (they carry OAuth state, tokens and emails).
 */
function betterAuthDetail(args: unknown[]): Array<Record<string, unknown>> {
  return args
    .filter((arg): arg is Error => arg instanceof Error)
    .map((error) => ({ name: error.name, code: (error as { code?: unknown }).code }));
}

/**
 * What may be logged of a failed send: SMTP's error code and reply code and the command that failed,
 * never the server's reply text, which may quote the message (and with it the reset link).
 */
export function mailFailure(error: unknown): Record<string, unknown> {
  const fields = error as { code?: unknown; responseCode?: unknown; command?: unknown } | undefined;
  return { code: fields?.code, responseCode: fields?.responseCode, command: fields?.command };
}

/**
 * Better Auth keeps the other sessions on change-password unless the client asks otherwise: a new
 * password always ends them here (the caller gets a fresh session), whatever the body says.
 */
const alwaysRevokeOtherSessions = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/change-password' || !ctx.body || typeof ctx.body !== 'object') return;
  return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
});

export function createAuth(db: Db, env: Env, messages: AuthMessages, hooks: AuthHooks = {}) {
  const log = hooks.log ?? consoleLog;
  const authLimit = { window: 60, max: env.AUTH_RATE_LIMIT_MAX };
  const password = passwordHashing(env, hooks.fastTestPasswordHash);
  // No backgroundTasks handler: Better Auth then awaits its background work inside each call, which
  // withStoragesOffWhenIdle relies on to switch its stores off once no call is in flight.
  const auth = betterAuth({
    appName: 'Desh Courier',
    // Better Auth prints its errors with their details (an OAuth state, a token) to the console:
    // they go to the app's log instead, as their kind only.
    logger: {
      log: (level, message, ...args) => {
        const detail = { betterAuth: betterAuthDetail(args) };
        if (level === 'error') log.error(detail, `Better Auth: ${message}`);
        else if (level === 'warn') log.warn(detail, `Better Auth: ${message}`);
        else log.info(detail, `Better Auth: ${message}`);
      },
    },
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: authSecret(env),
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      ...(password ? { password } : {}),
      // Both resets (the mailed link and the SMS code, lib/phone-auth.ts) go through these two options:
      // every session of the account ends and the hook runs.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }, request) => {
        await hooks.onPasswordReset?.(
          { id: user.id, email: user.email },
          request?.headers.get('x-client-ip') ?? undefined,
        );
      },
      // Not awaited: an answer that waited for SMTP only for existing accounts would tell who has one.
      sendResetPassword: async ({ user, url }) => {
        messages.sendResetLink({ id: user.id, email: user.email }, url).catch((error: unknown) => {
          log.error({ mail: mailFailure(error), userId: user.id }, 'Password reset mail failed');
        });
      },
    },
    // A phone account adds its email (POST /api/auth/change-email): the address is set only when the
    // link mailed to it is opened (Better Auth's verification token), so nobody claims an address
    // they cannot read. Not awaited, like the reset mail.
    emailVerification: {
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        messages.sendEmailConfirmLink({ id: user.id, email: user.email }, url).catch((error: unknown) => {
          log.error({ mail: mailFailure(error), userId: user.id }, 'Email confirmation mail failed');
        });
      },
    },
    socialProviders: isGoogleConfigured(env)
      ? { google: { clientId: env.GOOGLE_CLIENT_ID ?? '', clientSecret: env.GOOGLE_CLIENT_SECRET ?? '' } }
      : {},
    user: {
      additionalFields: {
        // input: false keeps sign-up bodies from choosing a role.
        role: { type: 'string', input: false, required: false, defaultValue: defaultRole },
        lastLogIn: { type: 'date', input: false, required: false },
        // A merchant's shop name: asked at phone sign-up, changed on the profile (update-user).
        shopName: { type: 'string', input: true, required: false },
      },
      changeEmail: { enabled: true },
    },
    databaseHooks: {
      // Bodies sent to /api/auth/* are checked field by field (plugins/auth.ts); a Google profile is
      // not, so its name is cut to the limit and an over-long photo URL left out rather than stored.
      user: {
        create: {
          before: async (user) => ({
            data: {
              ...user,
              name: user.name.slice(0, maxNameLength),
              image: user.image && user.image.length <= maxImageUrlLength ? user.image : null,
            },
          }),
        },
        update: {
          // An email reaches an account only through the link mailed to it (change-email, then
          // /verify-email): opening that link is the proof, so the address is verified as it is set.
          before: async (user, context) =>
            context?.path === '/verify-email' && typeof user.email === 'string'
              ? { data: { ...user, emailVerified: true } }
              : undefined,
        },
      },
      session: {
        create: {
          // A suspended account makes no session, whichever way it signs in (password, Google, SMS code).
          before: async (session) => {
            const [user] = await db
              .select({ suspendedAt: users.suspendedAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.suspendedAt) {
              throw new APIError('FORBIDDEN', {
                message: accountSuspendedMessage,
                code: 'ACCOUNT_SUSPENDED',
              });
            }
          },
          // Every sign-in (password or Google) makes a session: that is when last_log_in moves.
          after: async (session) => {
            await db.update(users).set({ lastLogIn: new Date() }).where(eq(users.id, session.userId));
          },
        },
      },
    },
    hooks: { before: alwaysRevokeOtherSessions },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: Math.max(env.API_RATE_LIMIT_MAX, 100),
      customRules: {
        '/sign-in/*': authLimit,
        '/sign-up/*': authLimit,
        '/request-password-reset': authLimit,
        '/phone-number/*': authLimit,
      },
    },
    advanced: {
      // The Fastify bridge writes the real client address (honouring TRUST_PROXY) into this header;
      // Better Auth's own limits count an IPv6 address by the same prefix as ours (lib/address-key.ts).
      ipAddress: { ipAddressHeaders: ['x-client-ip'], ipv6Subnet: ipv6ClientPrefix },
    },
    // Bearer tokens are the signed cookie value (token.signature, sent in the set-auth-token header);
    // a bare session token is refused, so a leaked database row or log line is not a credential.
    plugins: [bearer({ requireSignature: true }), phoneNumberAuth(messages.queuePhoneCode)],
    // Phone numbers sign in with an SMS code only: a password guessed by number would get round the
    // per-account limits that guard email sign-in (plugins/account-rate-limit.ts).
    disabledPaths: ['/sign-in/phone-number'],
    telemetry: { enabled: false },
  });
  return withStoragesOffWhenIdle(auth);
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
