import { apiKeyPrefix } from '@desh/shared';
import { parseDatabaseUrl } from '../db/database-hosts.ts';
import type { Env } from '../env.ts';

export const censor = '[Redacted]';

// Query parameters whose value may be a credential, by name: OAuth's code and state, reset and
// verification tokens, keys, signatures. Also matched URL-encoded (%3F, %26, %3D) inside another
// parameter, as in a callback URL carried by a redirect.
const secretQuery =
  /((?:[?&]|%3F|%26)[\w.-]*(?:token|code|state|secret|password|passw|key|signature|sig|otp|session|credential|ticket|nonce|auth)[\w.-]*(?:=|%3D))[^&#\s"\\]*/gi;
// A reset link carries its token in the path (Better Auth's /api/auth/reset-password/<token>).
const resetPathToken = /(\/reset-password\/)[^/?#\s"\\]+/gi;
// Any other long segment under /api/auth that is not a route name (route names are lower-case words
// and hyphens): a token, whatever route carries it.
const authPathToken = /(\/api\/auth\/(?:[a-z-]+\/)*)(?![a-z-]+(?:[/?#\s"\\]|$))[^/?#\s"\\]{12,}/g;
// An email address in a path or a query (the spec's GET /users/{email} and /parcels?email=): personal
// data a log line does not need; also URL-encoded.
const emailInUrl = /[\w.+%-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
// A Bangladeshi mobile number in any form the app takes or writes (01…, 8801…, +8801…, %2B8801…), wherever
// it stands in a line: a path (/admin/receiver-records/hidden/<phone>), a query, a message. Not inside a
// word or a number (a fraction's digits, an id), so a JSON number is never cut; after a URL-encoded or a
// JSON-escaped separator (%20, \n) it is a number again.
const phoneNumber = /(?<=^|[^\w.%\\]|%[0-9A-F]{2}|\\[nrt])(?:(?:\+|%2B)?88)?01[3-9]\d{8}(?!\d)/gi;
// The receiver's private link (decision 019) in the page's address and the API's: the token is the key.
const receiverLinkToken = /((?:\/|%2F)(?:api(?:\/|%2F)receiver-links|r)(?:\/|%2F))[A-Za-z0-9_-]+/gi;
// Query values that are personal data by their name: the parcel and user searches (a receiver's phone or
// name), and any field named for a phone, an email, a name or an address.
const personalQuery =
  /((?:[?&]|%3F|%26)(?:q|search|[\w.-]*(?:phone|mobile|email|name|address)[\w.-]*)(?:=|%3D))[^&#\s"\\]*/gi;
// Secrets this app hands out, recognisable by their prefix wherever they end up.
const issuedSecrets = new RegExp(`(${apiKeyPrefix}|whsec_)[A-Za-z0-9+/=_-]+`, 'g');

// The two patterns above try every position of a line; most lines hold neither, which these say at once.
const mayHoldEmail = /@|%40/i;
const mayHoldPhone = /01[3-9]\d{8}/;

/**
 * A URL as it may be logged: tokens in the path, credential-like and personal query values, emails and
 * phone numbers replaced.
 */
export function redactUrl(url: string): string {
  let clean = mayHoldEmail.test(url) ? url.replace(emailInUrl, censor) : url;
  if (mayHoldPhone.test(clean)) clean = clean.replace(phoneNumber, censor);
  return clean
    .replace(receiverLinkToken, `$1${censor}`)
    .replace(resetPathToken, `$1${censor}`)
    .replace(authPathToken, `$1${censor}`)
    .replace(secretQuery, `$1${censor}`)
    .replace(personalQuery, `$1${censor}`);
}

/** The configured secrets, and the password of every connection URL, as they could appear in a line. */
function configuredSecrets(env: Env): string[] {
  const passwordOf = (url: string | undefined) => {
    if (!url) return undefined;
    try {
      return decodeURIComponent(new URL(url).password) || undefined;
    } catch {
      return undefined;
    }
  };
  const values = [
    env.BETTER_AUTH_SECRET,
    env.METRICS_TOKEN,
    env.SMS_API_KEY,
    env.S3_ACCESS_KEY_ID,
    env.S3_SECRET_ACCESS_KEY,
    env.GOOGLE_CLIENT_SECRET,
    env.DATABASE_URL === undefined ? undefined : parseDatabaseUrl(env.DATABASE_URL).password,
    passwordOf(env.REDIS_URL),
    passwordOf(env.SMTP_URL),
  ].filter((value): value is string => typeof value === 'string' && value.length >= 4);
  // In a JSON line a secret may appear escaped, and inside a URL percent-encoded.
  const forms = values.flatMap((value) => [
    value,
    JSON.stringify(value).slice(1, -1),
    encodeURIComponent(value),
  ]);
  // Longest first, so a secret that contains another is replaced whole.
  return [...new Set(forms)].sort((a, b) => b.length - a.length);
}

/**
 * The last step before a log line is written: whatever put a secret into it (a URL in an error
 * message, a library's error text, a misplaced field), the configured secrets, the keys and signing
 * secrets this app issues and tokens in URLs do not reach the log.
 */
export function createLineScrubber(env: Env): (line: string) => string {
  const secrets = configuredSecrets(env);
  return (line) => {
    let clean = redactUrl(line).replace(issuedSecrets, `$1${censor}`);
    for (const secret of secrets) {
      if (clean.includes(secret)) clean = clean.split(secret).join(censor);
    }
    return clean;
  };
}

/**
 * What an error may say in a log line besides its kind, message and stack: codes and names, never a value.
 * Node's network errors, PostgreSQL's (SQLSTATE, constraint, table, column; not `detail`, which quotes the
 * failing row, nor `where` or `internalQuery`), SMTP's, and a status. A failed query's `query`, `params` (Drizzle
 * and PGlite attach them) and anything else an error carries stay out.
 */
const errorFields = [
  'code',
  'errno',
  'syscall',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'responseCode',
  'command',
] as const;

/**
 * Error text with the values taken out: Drizzle's `params: …` after a failed query, and what PostgreSQL
 * quotes of an input (`invalid input syntax for type uuid: "…"`, `value "…" is out of range`).
 */
function withoutValues(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, `\nparams: ${censor}`)
    .replace(/(: |value )"(?:[^"]|"")*"/g, `$1"${censor}"`);
}

type ErrorLike = Record<string, unknown> & { message: string };
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

function serializeOne(error: ErrorLike, depth: number): Record<string, unknown> {
  const serialized: Record<string, unknown> = {
    // The class's name (DrizzleQueryError), unless the error names itself (MailNotSent, PGlite's `error`).
    type: typeof error.name === 'string' && error.name !== 'Error' ? error.name : error.constructor.name,
    message: withoutValues(error.message),
  };
  if (typeof error.stack === 'string') serialized.stack = withoutValues(error.stack);
  for (const field of errorFields) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (depth < 4) {
    // Drizzle's DrizzleQueryError wraps the driver's error; Better Auth's and node-postgres' wrap theirs.
    if (isErrorLike(error.cause)) serialized.cause = serializeOne(error.cause, depth + 1);
    if (Array.isArray(error.errors)) {
      serialized.aggregateErrors = error.errors
        .filter(isErrorLike)
        .map((inner) => serializeOne(inner, depth + 1));
    }
  }
  return serialized;
}

/**
 * Errors as logged (the `err` serializer): kind, message, stack and codes, with each cause the same way;
 * never the values a failed query or a library's error carries (receivers' names, phones, addresses, SMS
 * text, session tokens).
 */
export function serializeError(error: unknown): unknown {
  // Some callers log a message string as `err`.
  if (typeof error === 'string') return withoutValues(error);
  if (isErrorLike(error)) return serializeOne(error, 0);
  // Anything else logged as an error is named, not copied: it may hold any value.
  return typeof error === 'object' && error !== null ? { type: 'object' } : error;
}
