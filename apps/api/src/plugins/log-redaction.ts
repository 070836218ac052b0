import { apiKeyPrefix } from '@desh/shared';
import pino from 'pino';
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
// Secrets this app hands out, recognisable by their prefix wherever they end up.
const issuedSecrets = new RegExp(`(${apiKeyPrefix}|whsec_)[A-Za-z0-9+/=_-]+`, 'g');

/** A URL as it may be logged: tokens in the path, credential-like query values and emails replaced. */
export function redactUrl(url: string): string {
  return url
    .replace(emailInUrl, censor)
    .replace(resetPathToken, `$1${censor}`)
    .replace(authPathToken, `$1${censor}`)
    .replace(secretQuery, `$1${censor}`);
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
    passwordOf(env.DATABASE_URL),
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
 * Errors as logged: the standard fields, but a failed query's parameters (Drizzle appends them to
 * its message: passwords' hashes, tokens, codes) are left out.
 */
export function serializeError(error: unknown): unknown {
  const strip = (text: unknown) =>
    typeof text === 'string'
      ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, `\nparams: ${censor}`)
      : text;
  // Some callers log a message string as `err`.
  if (!(error instanceof Error)) return strip(error);
  const serialized = pino.stdSerializers.err(error);
  return { ...serialized, message: strip(serialized.message), stack: strip(serialized.stack) };
}
