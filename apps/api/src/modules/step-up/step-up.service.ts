import type { SmsLanguage, StepUpCodeSent, StepUpOptions, StepUpProof } from '@desh/shared';
import { stepUpMessages } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { HitCounter } from '../../plugins/rate-limit-store.ts';
import { maskNumbers as maskPhone } from '../mail/notice-mail.ts';
import { queueSms } from '../sms/sms.service.ts';
import {
  countWrongStepUpTry,
  deleteStepUpCode,
  findOwnerFacts,
  findStepUpCodeForUpdate,
  saveStepUpCode,
} from './step-up.repository.ts';
import {
  generateStepUpCode,
  hashStepUpCode,
  latinCode,
  newSalt,
  stepUpCodeMatches,
  stepUpCodeSettings,
} from './step-up-code.ts';

/** Proofs tried per account in a window; past it, changes wait until the window ends. */
export const stepUpTriesPerWindow = 5;
export const stepUpWindowMs = 15 * 60 * 1000;
const codeWindowMs = 60 * 60 * 1000;

export interface StepUpDeps {
  db: Db;
  /** Shared counters (PostgreSQL or Redis): the limits hold across server processes. */
  counter: HitCounter;
  /** Whether this is the account's current password (Better Auth's own hash check). */
  checkPassword(userId: string, password: string): Promise<boolean>;
  /** Codes sent per account, and asked for per address, in an hour. */
  codesPerAccount: number;
  codesPerIp: number;
}

/** Where the owner hears of a change whoever holds the session: only addresses they proved. */
export interface OwnerContacts {
  /** The verified login phone (decision 016). */
  phone: string | null;
  /** The account's email once verified, or the sign-in address of a password account; never a `…@phone.invalid` stand-in. */
  email: string | null;
}

export type StepUp = ReturnType<typeof createStepUp>;

const accountKey = (userId: string) => `stepup-code:${userId}`;
const ipKey = (ip: string) => `stepup-code-ip:${ip}`;
const triesKey = (userId: string) => `stepup-try:${userId}`;

const wrongCode = () =>
  new AppError(403, 'WRONG_PROOF', 'That code is not right, or it has expired. Ask for a new one.', {
    code: stepUpMessages.wrongCode,
  });

/**
 * The step-up proof for changing where money or messages go: the account's password, or, for an
 * account without one (phone sign-in, decision 016), a one-time code sent to its verified login phone.
 * A stolen session cookie or bearer token carries neither.
 */
export function createStepUp(deps: StepUpDeps) {
  const { db, counter } = deps;

  async function facts(userId: string) {
    const row = await findOwnerFacts(db, userId);
    const phone = row?.phoneVerified && row.phone ? row.phone : null;
    return { hasPassword: row?.hasPassword ?? false, phone, row };
  }

  async function tooMany(key: string, windowMs: number, max: number) {
    const hit = await counter.hit(key, windowMs);
    return hit.count > max ? Math.max(1, Math.ceil(hit.ttlMs / 60_000)) : 0;
  }

  /** Checks the code in its own transaction, counting a wrong try (three and the code is gone). */
  async function spendCode(userId: string, phone: string, code: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const stored = await findStepUpCodeForUpdate(tx, userId);
      if (!stored) return false;
      const live = stored.expiresAt.getTime() > Date.now() && stored.phone === phone;
      if (live && stepUpCodeMatches(code, stored.salt, stored.codeHash)) {
        await deleteStepUpCode(tx, userId);
        return true;
      }
      if (!live || stored.wrongTries + 1 >= stepUpCodeSettings.allowedAttempts) {
        await deleteStepUpCode(tx, userId);
      } else {
        await countWrongStepUpTry(tx, userId);
      }
      return false;
    });
  }

  return {
    /** The proof this account gives: its password when it has one, else a code to its verified phone. */
    async options(userId: string): Promise<StepUpOptions> {
      const { hasPassword, phone } = await facts(userId);
      return { password: hasPassword, phone: !hasPassword && phone ? maskPhone(phone) : null };
    },

    /**
     * Texts a code to the verified login phone of an account without a password: at most
     * `codesPerAccount` an hour, `codesPerIp` from one address.
     */
    async sendCode(userId: string, ip: string, language: SmsLanguage): Promise<StepUpCodeSent> {
      const { hasPassword, phone } = await facts(userId);
      if (hasPassword) {
        throw new AppError(400, 'PROOF_BY_PASSWORD', 'This account confirms changes with its password.', {
          currentPassword: stepUpMessages.passwordRequired,
        });
      }
      if (!phone) {
        throw new AppError(
          400,
          'NO_VERIFIED_PHONE',
          'This account has no verified phone to send a code to. Use your password.',
          { code: stepUpMessages.noPhone },
        );
      }
      const [byIp, byAccount] = await Promise.all([
        tooMany(ipKey(ip), codeWindowMs, deps.codesPerIp),
        tooMany(accountKey(userId), codeWindowMs, deps.codesPerAccount),
      ]);
      const minutes = byIp || byAccount;
      if (minutes) {
        throw new AppError(
          429,
          'TOO_MANY_CHANGE_CODES',
          `Too many codes were asked for. Please try again in ${minutes} minutes.`,
          undefined,
          { minutes },
        );
      }
      const code = generateStepUpCode();
      const salt = newSalt();
      const expiresAt = new Date(Date.now() + stepUpCodeSettings.expiresInMinutes * 60_000);
      await db.transaction(async (tx) => {
        await saveStepUpCode(tx, { userId, codeHash: hashStepUpCode(code, salt), salt, phone, expiresAt });
        await queueSms(tx, {
          to: phone,
          language,
          message: { kind: 'change_code', code, minutes: stepUpCodeSettings.expiresInMinutes },
        });
      });
      return { phone: maskPhone(phone), expiresAt: expiresAt.toISOString() };
    },

    /**
     * Passes when the proof is right; else throws with the proof field named. Every proof tried counts
     * against the account (`stepUpTriesPerWindow` in 15 minutes, then changes are locked until the
     * window ends); the right one clears the count, so the owner's own typos never pile up.
     */
    async confirm(userId: string, proof: StepUpProof): Promise<void> {
      const { hasPassword, phone } = await facts(userId);
      // An account with a password proves with it alone: a session that replaced the login phone
      // (which needs only a code to the new phone) must not then receive the proof by SMS.
      const password = hasPassword && proof.currentPassword ? proof.currentPassword : undefined;
      const code = !hasPassword && phone && proof.code ? latinCode(proof.code) : undefined;
      if (hasPassword && !password) {
        throw new AppError(400, 'PROOF_REQUIRED', 'Enter your password to make this change.', {
          currentPassword: stepUpMessages.passwordRequired,
        });
      }
      if (!hasPassword && !phone) {
        throw new AppError(
          403,
          'NO_PROOF',
          'This account has no password and no verified phone to confirm the change with. Add a phone number in Settings first.',
        );
      }
      if (!password && !code) {
        throw new AppError(400, 'PROOF_REQUIRED', 'Ask for a code and enter it to make this change.', {
          code: stepUpMessages.codeRequired,
        });
      }
      const locked = await tooMany(triesKey(userId), stepUpWindowMs, stepUpTriesPerWindow);
      if (locked) {
        throw new AppError(
          429,
          'CHANGE_LOCKED',
          `Too many wrong passwords or codes. Changes are locked; try again in ${locked} minutes.`,
          undefined,
          { minutes: locked },
        );
      }
      if (password) {
        if (!(await deps.checkPassword(userId, password))) {
          throw new AppError(403, 'WRONG_PROOF', 'That password is not right.', {
            currentPassword: stepUpMessages.wrongPassword,
          });
        }
      } else if (!phone || !code || !(await spendCode(userId, phone, code))) {
        throw wrongCode();
      }
      await counter.reset(triesKey(userId));
    },

    /** The verified phone and the owner's email (verified, or the sign-in address of a password account), to tell of a change. */
    async ownerContacts(userId: string): Promise<OwnerContacts> {
      const { phone, row } = await facts(userId);
      // The address password resets go to is as much the owner's as a verified one: an account with a
      // password signed up with it and cannot change it without the password. Never the phone account's stand-in.
      const ownersAddress = row && (row.emailVerified || row.hasPassword) && !row.email.endsWith('.invalid');
      const email = ownersAddress ? row.email : null;
      return { phone, email };
    },
  };
}
