import { normalizeBdMobile, type SmsLanguage } from '@desh/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  findSmsContact,
  findSmsStatus,
  insertAllSms,
  insertSms,
  insertSmsToContact,
  listSmsOfParcel,
  type QueuedSms,
  queueSmsSql,
  queueSmsToContactSql,
  smsCtes,
} from './sms.repository.ts';
import { carriesSecret, type SmsMessage, smsText } from './sms-templates.ts';

type Executor = Parameters<typeof insertSms>[0];

type SmsToQueue = { to: string; language: SmsLanguage; message: SmsMessage; parcelId?: string | null };

/** A message as the outbox keeps it: the one place that decides its text, kind and secrecy. */
function outboxMessage(message: SmsMessage, language: SmsLanguage) {
  return { body: smsText(message, language), kind: message.kind, secret: carriesSecret(message) };
}

/** The outbox row for a message to a number. */
function outboxRow(sms: Omit<SmsToQueue, 'parcelId'>): Omit<QueuedSms, 'parcelId'> {
  return { toPhone: normalizeBdMobile(sms.to), ...outboxMessage(sms.message, sms.language) };
}

/**
 * Queues a text message in the caller's transaction: it goes out only if the change commits, and the
 * request never waits for the gateway. Answers the outbox id.
 */
export async function queueSms(tx: Executor, sms: SmsToQueue): Promise<number> {
  return insertSms(tx, { ...outboxRow(sms), parcelId: sms.parcelId ?? null });
}

/**
 * `queueSms` as a data-modifying CTE body (its RETURNING gives the outbox id), for a statement that
 * writes the message's reason beside it (a receiver's code and its SMS, in one round trip). With
 * `from`, one message for each row it yields (none: nothing queued).
 */
export function queuedSmsSql(sms: SmsToQueue, from?: SQL): SQL {
  return queueSmsSql({ ...outboxRow(sms), parcelId: sms.parcelId ?? null, from });
}

/** Stands for the tracking ID in a message queued by the statement that makes the ID. */
const trackingIdToken = '{trackingId}';

type WithoutTrackingId<Message> = Message extends unknown ? Omit<Message, 'trackingId'> : never;

/**
 * `queueSms` as a data-modifying CTE body, for a statement that makes the parcel itself (a booking):
 * the tracking ID and parcel ID are SQL read from `parcel.from`, so the message is queued in the same
 * round trip, atomically with the parcel.
 */
export function queueParcelSmsSql(
  sms: { to: string; language: SmsLanguage; message: WithoutTrackingId<SmsMessage> },
  parcel: { id: SQL; trackingId: SQL; from: SQL },
): SQL {
  const message = { ...sms.message, trackingId: trackingIdToken } as SmsMessage;
  const row = outboxRow({ ...sms, message });
  return queueSmsSql({
    ...row,
    body: sql`replace(${row.body}::text, ${trackingIdToken}::text, ${parcel.trackingId})`,
    parcelId: parcel.id,
    from: parcel.from,
  });
}

/** A message to a customer, written in both languages: the statement that reads their number keeps the one they chose. */
function contactSms(message: SmsMessage, parcelId: string | null) {
  const { body: bn, kind, secret } = outboxMessage(message, 'bn');
  const en = outboxMessage(message, 'en').body;
  return { bodies: { bn, en }, kind, secret, parcelId };
}

/** Tells a customer about their parcel by SMS, if they left a number for it. */
export function queueSmsToUser(
  tx: Executor,
  userId: string,
  message: SmsMessage,
  parcelId: string | null,
): Promise<number | null> {
  return insertSmsToContact(tx, userId, contactSms(message, parcelId));
}

/** Tells a parcel's sender about it by SMS, if they left a number for it. */
export function queueSmsToSender(
  tx: Executor,
  parcel: { id: string; senderId: string },
  message: SmsMessage,
) {
  return queueSmsToUser(tx, parcel.senderId, message, parcel.id);
}

/**
 * Tells a parcel's receiver (when it has a number) and its sender (when they left one) in one
 * statement, in the caller's transaction: what happened at the door reaches both or neither.
 */
export async function queueSmsToReceiverAndSender(
  tx: Executor,
  parcel: ReceiverAndSender,
  messages: { receiver: SmsMessage; sender: SmsMessage },
): Promise<void> {
  await insertAllSms(tx, receiverAndSenderInserts(parcel, messages));
}

/**
 * `queueSmsToReceiverAndSender` as CTEs of another statement (the move that the messages tell of), with
 * the expression its final select reads to queue the receiver's message first (`smsCtes`).
 */
export function receiverAndSenderSmsCtes(
  parcel: ReceiverAndSender,
  messages: { receiver: SmsMessage; sender: SmsMessage },
): { ctes: SQL[]; queuedInOrder: SQL } {
  return smsCtes(receiverAndSenderInserts(parcel, messages));
}

type ReceiverAndSender = {
  id: string;
  senderId: string;
  receiverPhone: string | null;
  receiverLanguage: SmsLanguage;
};

function receiverAndSenderInserts(
  parcel: ReceiverAndSender,
  messages: { receiver: SmsMessage; sender: SmsMessage },
): SQL[] {
  const toReceiver = parcel.receiverPhone
    ? [
        queuedSmsSql({
          to: parcel.receiverPhone,
          language: parcel.receiverLanguage,
          message: messages.receiver,
          parcelId: parcel.id,
        }),
      ]
    : [];
  return [...toReceiver, queueSmsToContactSql(parcel.senderId, contactSms(messages.sender, parcel.id))];
}

export async function smsDeliveryStatus(db: Executor, id: number) {
  return findSmsStatus(db, id);
}

export async function getSmsContact(db: Db, userId: string) {
  const contact = await findSmsContact(db, userId);
  return { phone: contact?.phone ?? null, language: contact?.language ?? ('bn' as const) };
}

/**
 * A message that is not about a parcel (a support answer, a payout account notice): the module that
 * sends it writes the text, in the receiver's language. Queued in the caller's transaction like any other.
 */
export async function queueNoticeSms(
  tx: Executor,
  notice: { to: string; kind: string; body: string },
): Promise<number> {
  return insertSms(tx, {
    toPhone: normalizeBdMobile(notice.to),
    body: notice.body,
    kind: notice.kind,
    secret: false,
    parcelId: null,
  });
}

/** The messages queued about a parcel, oldest first: kind and state, never the text (a delivery code stays secret). */
export async function listParcelSms(db: Db, parcelId: string) {
  const rows = await listSmsOfParcel(db, parcelId);
  return rows.map((row) => ({
    kind: row.kind,
    toPhone: row.toPhone,
    status: row.status,
    at: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

export { findContactUserIds } from './sms.repository.ts';
