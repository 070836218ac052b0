import crypto from 'node:crypto';
import { bdMobileMessage, bdMobileSchema, normalizeBdMobile } from '@desh/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../lib/address-key.ts';
import { AppError, withFields } from '../lib/errors.ts';
import type { HitCounter } from './rate-limit-store.ts';

export const smsCodeWindowMs = 60 * 60 * 1000;

/** The proof a signed-in account gives to replace its login phone (the password, or a code to the old phone). */
export interface PhoneChangeProof {
  currentPassword?: string;
  code?: string;
}

/** Whose login phone a proven change replaces, and the phone it replaces (null when it adds the first). */
export interface PhoneChangeAllowed {
  userId: string;
  previousPhone: string | null;
}

export interface SmsCodeLimits {
  /** Codes sent to one number per hour, whoever asks: what stops a number being flooded. */
  perPhone: number;
  /** Codes asked for from one address per hour, whatever the number: what stops SMS pumping. */
  perIp: number;
}

/** The Better Auth path after /api/auth, however it is spelled (case, repeated slashes, escapes). */
function authPath(request: FastifyRequest): string | undefined {
  let path = request.url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const match = /^\/+api\/+auth((?:\/+[^/]+)+?)\/*$/i.exec(path);
  return match?.[1]?.replace(/\/+/g, '/').toLowerCase();
}

/** The endpoints that send a code by SMS. */
const sendsCode = new Set(['/phone-number/send-otp', '/phone-number/request-password-reset']);

const banglaDigits = '০১২৩৪৫৬৭৮৯';
/** A code typed on a Bangla keypad ("১২৩ ৪৫৬") is the same code. */
const latinCode = (code: string) =>
  code.replace(/[০-৯]/g, (digit) => String(banglaDigits.indexOf(digit))).replace(/[\s-]/g, '');

// Hashed: the counter store (a table or Redis) should not hold a list of phone numbers.
const phoneDigest = (phone: string) => crypto.createHash('sha256').update(phone).digest('base64url');
export const smsCodePhoneKey = (phone: string) => `smscode:${phoneDigest(phone)}`;
export const smsCodeIpKey = (ip: string) => `smscode-ip:${addressKey(ip)}`;

/**
 * Every number sent to Better Auth is rewritten to the one stored form (01XXXXXXXXX) before it gets
 * there, so +8801712345678, 8801712345678 and 01712345678 are one account and one code; a number
 * that is not a Bangladeshi mobile is refused with the shared message. Sending a code is limited
 * per number and per address in the shared counter store (Better Auth's own per-minute limit stays).
 */
export function registerPhoneAuthGuard(
  app: FastifyInstance,
  counter: HitCounter | undefined,
  limits: SmsCodeLimits,
  /**
   * Replacing a signed-in account's login phone (`updatePhoneNumber`) needs only a code to the new
   * phone in Better Auth; whoever holds the login phone gets the account's change codes, so the
   * replacement first passes this check (the app's step-up proof). Throws to refuse.
   */
  confirmPhoneChange?: (
    request: FastifyRequest,
    proof: PhoneChangeProof,
  ) => Promise<PhoneChangeAllowed | undefined>,
  /** Told once Better Auth has replaced the login phone (a 200), so its owner hears of it. */
  onPhoneChanged?: (request: FastifyRequest, change: PhoneChangeAllowed & { phone: string }) => Promise<void>,
): void {
  const allowedChanges = new WeakMap<FastifyRequest, PhoneChangeAllowed & { phone: string }>();
  const normalise = async (request: FastifyRequest) => {
    if (request.method !== 'POST') return;
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    if ('phoneNumber' in body && body.phoneNumber !== null) {
      const parsed = bdMobileSchema.safeParse(body.phoneNumber);
      if (!parsed.success) {
        throw new AppError(400, 'VALIDATION_ERROR', bdMobileMessage, { phoneNumber: bdMobileMessage });
      }
      body.phoneNumber = normalizeBdMobile(parsed.data);
    }
    for (const field of ['code', 'otp'] as const) {
      const value = body[field];
      if (typeof value === 'string') body[field] = latinCode(value);
    }
  };

  // The proof travels beside the new phone's code (`currentPassword`, `changeCode`) and is taken out
  // before Better Auth reads the body.
  const proveChange = async (request: FastifyRequest) => {
    if (!confirmPhoneChange || request.method !== 'POST' || authPath(request) !== '/phone-number/verify')
      return;
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const { currentPassword, changeCode } = body;
    delete body.currentPassword;
    delete body.changeCode;
    if (body.updatePhoneNumber !== true) return;
    try {
      const allowed = await confirmPhoneChange(request, {
        currentPassword: typeof currentPassword === 'string' ? currentPassword : undefined,
        code: typeof changeCode === 'string' ? changeCode : undefined,
      });
      if (allowed && typeof body.phoneNumber === 'string') {
        allowedChanges.set(request, { ...allowed, phone: body.phoneNumber });
      }
    } catch (error) {
      // `code` in this body is the new phone's code: the change code's field is `changeCode`.
      if (error instanceof AppError && error.fields?.code) {
        const { code, ...fields } = error.fields;
        throw withFields(error, { ...fields, changeCode: code });
      }
      throw error;
    }
  };

  const tellChange = async (request: FastifyRequest, reply: FastifyReply) => {
    const change = allowedChanges.get(request);
    if (!change || !onPhoneChanged || reply.statusCode !== 200) return;
    try {
      await onPhoneChanged(request, change);
    } catch (error) {
      request.log.warn({ err: error, userId: change.userId }, 'login phone notice failed');
    }
  };

  const tooMany = (reply: FastifyReply, ttlMs: number) => {
    const retryAfter = String(Math.max(1, Math.ceil(ttlMs / 1000)));
    // Better Auth's error shape, so the web reads it like Better Auth's own 429.
    return reply.status(429).header('retry-after', retryAfter).header('x-retry-after', retryAfter).send({
      code: 'TOO_MANY_CODES',
      message: 'Too many codes were asked for. Please wait a while and try again.',
    });
  };

  const limitCodes = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!counter || request.method !== 'POST' || !sendsCode.has(authPath(request) ?? '')) return;
    const phone = (request.body as { phoneNumber?: unknown } | undefined)?.phoneNumber;
    if (typeof phone !== 'string') return;
    let byPhone: Awaited<ReturnType<HitCounter['hit']>>;
    let byIp: Awaited<ReturnType<HitCounter['hit']>>;
    try {
      [byPhone, byIp] = await Promise.all([
        counter.hit(smsCodePhoneKey(phone), smsCodeWindowMs),
        counter.hit(smsCodeIpKey(request.ip), smsCodeWindowMs),
      ]);
    } catch (error) {
      // Failing open keeps sign-in by phone working while the store is down; Better Auth's limit remains.
      request.log.warn({ err: error }, 'sms code rate limit unavailable');
      return;
    }
    if (byIp.count > limits.perIp) return tooMany(reply, byIp.ttlMs);
    if (byPhone.count > limits.perPhone) return tooMany(reply, byPhone.ttlMs);
  };

  // Only the Better Auth routes carry these hooks; they run before the body is handed over.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/auth/')) return;
    route.preHandler = [normalise, proveChange, limitCodes, ...asArray(route.preHandler)];
    if (onPhoneChanged) route.onResponse = [...asArray(route.onResponse), tellChange];
  });
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
