import { normalizeBdMobile, type SmsLanguage } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import {
  deleteSmsContact,
  findSmsContact,
  findSmsStatus,
  insertSms,
  upsertSmsContact,
} from './sms.repository.ts';
import { type SmsMessage, smsText } from './sms-templates.ts';

type Executor = Parameters<typeof insertSms>[0];

/**
 * Queues a text message in the caller's transaction: it goes out only if the change commits, and the
 * request never waits for the gateway. Answers the outbox id.
 */
export async function queueSms(
  tx: Executor,
  sms: { to: string; language: SmsLanguage; message: SmsMessage; parcelId?: string | null },
): Promise<number> {
  return insertSms(tx, {
    toPhone: normalizeBdMobile(sms.to),
    body: smsText(sms.message, sms.language),
    kind: sms.message.kind,
    secret: sms.message.kind === 'delivery_code',
    parcelId: sms.parcelId ?? null,
  });
}

/** Tells a customer about their parcel by SMS, if they left a number for it. */
export async function queueSmsToUser(
  tx: Executor,
  userId: string,
  message: SmsMessage,
  parcelId: string | null,
): Promise<number | null> {
  const contact = await findSmsContact(tx, userId);
  if (!contact) return null;
  return queueSms(tx, { to: contact.phone, language: contact.language, message, parcelId });
}

export async function smsDeliveryStatus(db: Executor, id: number) {
  return findSmsStatus(db, id);
}

export async function getSmsContact(db: Db, userId: string) {
  const contact = await findSmsContact(db, userId);
  return { phone: contact?.phone ?? null, language: contact?.language ?? ('bn' as const) };
}

export async function saveSmsContact(
  db: Db,
  userId: string,
  contact: { phone: string; language: SmsLanguage },
) {
  await upsertSmsContact(db, userId, contact);
  return getSmsContact(db, userId);
}

export async function removeSmsContact(db: Db, userId: string) {
  await deleteSmsContact(db, userId);
}
