import type { SmsContact, StepUpProof } from '@desh/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { deleteSmsContact, findSmsContact, upsertSmsContact } from './sms.repository.ts';
import { getSmsContact, queueNoticeSms } from './sms.service.ts';
import { smsContactChangedMail, smsContactChangedSms } from './sms-contact-notices.ts';

/**
 * What a change asks of the step-up proof: modules/step-up's, passed in by app.ts (the outbox sits
 * below the account modules and imports none of them).
 */
export interface ChangeProof {
  confirm(userId: string, proof: StepUpProof): Promise<void>;
  /** The owner's proven login phone and email. */
  ownerContacts(userId: string): Promise<{ phone: string | null; email: string | null }>;
}

export interface SmsContactDeps {
  db: Db;
  /** The password or SMS code a change needs, and the owner's proven phone and email. */
  stepUp: ChangeProof;
  mailer: Mailer;
  supportPhone: string | null;
  log: { warn(object: unknown, message: string): void };
}

/**
 * Sets (or, with `next` null, removes) the number the caller's parcel SMS go to. Whoever controls that
 * number hears of the account's parcels and of its other changes, so, like the payout account, a change
 * needs the password or a code to the verified login phone, and a new number is announced to the
 * verified login phone, the old number and the verified email: never only to the new number.
 */
export async function changeSmsContact(
  deps: SmsContactDeps,
  userId: string,
  proof: StepUpProof,
  next: SmsContact | null,
) {
  await deps.stepUp.confirm(userId, proof);
  const owner = await deps.stepUp.ownerContacts(userId);
  const changed = await deps.db.transaction(async (tx) => {
    // Two changes at once announce two clean changes.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-contact:${userId}`}))`);
    const before = await findSmsContact(tx, userId);
    if (next) await upsertSmsContact(tx, userId, next);
    else if (before) await deleteSmsContact(tx, userId);
    // The language alone, or nothing at all, changed: nobody new hears of the account.
    if ((before?.phone ?? null) === (next?.phone ?? null)) return undefined;
    const notice = { phone: next?.phone ?? null, supportPhone: deps.supportPhone };
    const language = before?.language ?? next?.language ?? 'bn';
    for (const phone of new Set([owner.phone, before?.phone].filter((phone) => phone != null))) {
      await queueNoticeSms(tx, {
        to: phone,
        kind: 'sms_contact_changed',
        body: smsContactChangedSms(notice, language),
      });
    }
    return { ...notice, previous: before?.phone ?? null, changedAt: new Date() };
  });
  if (changed && owner.email) {
    deps.mailer
      .send(smsContactChangedMail(owner.email, changed))
      .catch((error: unknown) => deps.log.warn({ err: error, userId }, 'SMS number notice mail failed'));
  }
  return getSmsContact(deps.db, userId);
}
