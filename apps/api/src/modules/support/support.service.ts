import crypto from 'node:crypto';
import {
  type ParcelStatus,
  type SupportListQuery,
  type SupportReceipt,
  type SupportRequest,
  type SupportRequestData,
  type SupportRequestDetail,
  type SupportRequestPage,
  supportPageSize,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../lib/role-of.ts';
import { isoOrNull, pickColumns } from '../../lib/rows.ts';
import type { Mailer } from '../mail/mailer.ts';
import { queueNoticeSms } from '../sms/sms.service.ts';
import { getPublicTracking } from '../tracking/tracking.service.ts';
import {
  closeIfOpen,
  findSupportRequest,
  insertSupportRequest,
  listSupportRequestsOfUser,
  listSupportRequestsPage,
  type SupportRow,
  saveAnswerIfNotClosed,
} from './support.repository.ts';
import { supportAnswerMail, supportAnswerSms } from './support-notices.ts';

export interface SupportDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: { warn(object: unknown, message: string): void };
}

function toSupportRequest(row: SupportRow): SupportRequest {
  return {
    ...pickColumns(row, [
      'id',
      'number',
      'name',
      'email',
      'phone',
      'topic',
      'message',
      'trackingId',
      'status',
      'answer',
    ]),
    answeredAt: isoOrNull(row.answeredAt),
    closedAt: isoOrNull(row.closedAt),
    createdAt: row.createdAt.toISOString(),
    signedIn: row.userId !== null,
  };
}

/** Mail when there is an address, else SMS to the phone; a signed-in requester also reads it on the site. */
function answerChannel(row: SupportRow): SupportRequestDetail['answerChannel'] {
  if (row.email) return 'email';
  if (row.phone) return 'sms';
  return row.userId ? 'site' : 'none';
}

/** Anyone may write; a signed-in caller's request is theirs, and shows under My support requests. */
export async function createSupportRequest(
  db: Db,
  caller: AuthSession | null,
  input: SupportRequestData,
): Promise<SupportReceipt> {
  const row = await insertSupportRequest(db, {
    id: crypto.randomUUID(),
    userId: caller?.user.id ?? null,
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    topic: input.topic,
    message: input.message,
    trackingId: input.trackingId ?? null,
    locale: input.locale ?? 'bn',
  });
  return { id: row.id, number: row.number, status: row.status, createdAt: row.createdAt.toISOString() };
}

export async function listOwnSupportRequests(db: Db, caller: AuthSession): Promise<SupportRequest[]> {
  return (await listSupportRequestsOfUser(db, caller.user.id, 100)).map(toSupportRequest);
}

export async function listSupportRequestsForAdmin(
  db: Db,
  query: SupportListQuery,
): Promise<SupportRequestPage> {
  const { rows, total, openCount } = await listSupportRequestsPage(
    db,
    { status: query.status === 'all' ? undefined : query.status, topic: query.topic },
    { limit: supportPageSize, offset: (query.page - 1) * supportPageSize },
  );
  return { items: rows.map(toSupportRequest), total, page: query.page, pageSize: supportPageSize, openCount };
}

async function parcelNamed(db: Db, trackingId: string | null): Promise<SupportRequestDetail['parcel']> {
  if (!trackingId) return null;
  try {
    const tracking = await getPublicTracking(db, trackingId);
    return { trackingId: tracking.trackingId, status: tracking.status as ParcelStatus };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** One request: an admin reads any, a requester only their own (anyone else's answers like a missing one). */
export async function getSupportRequest(
  db: Db,
  caller: AuthSession,
  id: string,
): Promise<SupportRequestDetail> {
  const row = await findSupportRequest(db, id);
  if (!row || (roleOf(caller) !== 'admin' && row.userId !== caller.user.id)) {
    throw notFound('No support request has that ID.');
  }
  return {
    ...toSupportRequest(row),
    parcel: await parcelNamed(db, row.trackingId),
    answerChannel: answerChannel(row),
  };
}

/**
 * Saves the answer and sends it: the SMS is queued in the same transaction (the outbox sends it), the
 * mail leaves after the commit, and a failed mail is logged, since the answer stays on the site.
 */
export async function answerSupportRequest(
  deps: SupportDeps,
  admin: AuthSession,
  id: string,
  answer: string,
): Promise<SupportRequestDetail> {
  const { db } = deps;
  const saved = await db.transaction(async (tx) => {
    const row = await saveAnswerIfNotClosed(tx, id, { answer, answeredBy: admin.user.id });
    if (!row) {
      if (await findSupportRequest(tx, id)) {
        throw new AppError(409, 'SUPPORT_REQUEST_CLOSED', 'This request is closed and cannot be answered.');
      }
      throw notFound('No support request has that ID.');
    }
    if (answerChannel(row) === 'sms' && row.phone) {
      await queueNoticeSms(tx, {
        to: row.phone,
        kind: 'support_answer',
        body: supportAnswerSms(row, answer),
      });
    }
    return row;
  });
  if (answerChannel(saved) === 'email') {
    deps.mailer
      .send(supportAnswerMail(saved, answer, deps.publicUrl))
      .catch((error: unknown) =>
        deps.log.warn({ err: error, requestId: saved.id }, 'support answer mail failed'),
      );
  }
  return getSupportRequest(db, admin, id);
}

export async function closeSupportRequest(
  db: Db,
  admin: AuthSession,
  id: string,
): Promise<SupportRequestDetail> {
  // Closing twice is not an error: a retried click sees the same closed request.
  await closeIfOpen(db, id, admin.user.id);
  return getSupportRequest(db, admin, id);
}
