import crypto from 'node:crypto';
import { authTextLimits, defaultRole, otherAuthTextLimit } from '@desh/shared';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../lib/auth.ts';
import { AppError } from '../lib/errors.ts';

/**
 * Better Auth puts the raw session token in its JSON answers (`token` after sign-in, sign-up and
 * change-password, `session.token` from get-session, a `token` per entry of list-sessions). A page
 * never needs it (the browser holds the session in an HttpOnly cookie) and API clients get the signed
 * token from the `set-auth-token` header: it is taken out, so a script on the page cannot read what the
 * HttpOnly cookie hides. A listed session is revoked by its id (`DELETE /api/sessions/:id`).
 */
export function withoutRawToken(text: string): string {
  const parsed = parseJson(text);
  if (!parsed) return text;
  const body = parsed.value;
  if (Array.isArray(body)) {
    if (!body.some(hasToken)) return text;
    return JSON.stringify(body.map((entry) => (hasToken(entry) ? withoutToken(entry) : entry)));
  }
  if (!body || typeof body !== 'object') return text;
  const record = body as Record<string, unknown>;
  if (!('token' in record) && !hasToken(record.session)) return text;
  const rest = withoutToken(record);
  if (hasToken(rest.session)) rest.session = withoutToken(rest.session);
  return JSON.stringify(rest);
}

/** The value `text` holds, or undefined when it is not JSON (such an answer passes through untouched). */
function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

const hasToken = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && 'token' in (value as object);

function withoutToken(record: Record<string, unknown>): Record<string, unknown> {
  const { token: _token, ...rest } = record;
  return rest;
}

/**
 * Better Auth stores names, emails and photo URLs of any length: every string field of a body sent to
 * it is held to the shared limits first, and refused with 400 in the error shape, field by field.
 */
export function checkAuthText(body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const limit = authTextLimits[name] ?? otherAuthTextLimit;
    if (value.length > limit.max) fields[name] = limit.message;
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, 'VALIDATION_ERROR', first, fields);
}

const issuePattern = /^\[(?:body|query)\.?([^\]]*)\] (.*)$/s;

/**
 * Better Auth's request validation answers one summary, `[body.email] Invalid email address; [body.x] …`.
 * It is split into the project's shape: a readable message (the first issue's, without the bracket)
 * and the issues in `fields` keyed by field name, as our own validation errors are (the web translates
 * the field messages). Anything else is passed through untouched.
 */
export function readableValidationAnswer(text: string): string {
  const parsed = parseJson(text);
  if (!parsed) return text;
  const answer = parsed.value;
  const { code, message } = (answer ?? {}) as { code?: unknown; message?: unknown };
  if (code !== 'VALIDATION_ERROR' || typeof message !== 'string' || !message.startsWith('[')) return text;
  const fields: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const match = issuePattern.exec(part);
    if (match) fields[match[1] || '_'] ??= match[2] ?? '';
  }
  const first = Object.values(fields)[0];
  if (!first) return text;
  return JSON.stringify({ ...(answer as object), message: first, fields });
}

/** The same endpoint however the path is spelled (case, repeated or trailing slashes). */
const isEmailSignUp = (request: FastifyRequest) =>
  request.method === 'POST' && /^\/+api\/+auth\/+sign-up\/+email\/*(\?|$)/i.test(request.url);

/**
 * Sign-up must not tell whether an email is registered. Better Auth answers 422 "User already exists"
 * for a taken email; this answers exactly like a new account instead (200, the same body shape, an id
 * that exists nowhere), after hashing the password as a real sign-up does so the time taken does not
 * tell either. The one difference left is that no session is made: a new account is signed in at
 * once (the product signs people in on sign-up), a taken email is not. The web app then says that
 * the account could not be made and offers sign-in and password reset (docs/security.md).
 */
export async function concealExistingAccount(
  auth: Auth,
  request: FastifyRequest,
  response: Response,
): Promise<string | undefined> {
  if (response.status !== 422 || !isEmailSignUp(request)) return undefined;
  const answer = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: string } | undefined;
  if (!answer?.code?.startsWith('USER_ALREADY_EXISTS')) return undefined;
  const { name, email, password, image } = request.body as Record<string, unknown>;
  const context = await auth.$context;
  await context.password.hash(typeof password === 'string' ? password : '');
  const now = new Date().toISOString();
  return JSON.stringify({
    user: {
      id: crypto.randomBytes(24).toString('base64url').slice(0, 32),
      name,
      email: String(email).toLowerCase(),
      emailVerified: false,
      image: typeof image === 'string' ? image : null,
      createdAt: now,
      updatedAt: now,
      role: defaultRole,
      lastLogIn: null,
      shopName: null,
      // The phone-number plugin's fields: a new account has none (a number is set only by proving it).
      phoneNumber: null,
      phoneNumberVerified: false,
    },
  });
}
