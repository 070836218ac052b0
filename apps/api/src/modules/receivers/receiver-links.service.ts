import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  hashReceiverToken,
  isReceiverTokenShape,
  newReceiverToken,
  receiverLinkExpired,
} from './link-token.ts';
import { findLinkByHash, replaceLink, replaceLinkCtes } from './receivers.repository.ts';

type Executor = Parameters<typeof replaceLink>[0];

/**
 * A new private link for the parcel's receiver, in the caller's transaction: the parcel's previous
 * link stops working. Answers the token, which only the SMS carries.
 */
export async function issueReceiverLink(tx: Executor, parcelId: string): Promise<string> {
  const { token, written } = startReceiverLink(tx, parcelId);
  await written;
  return token;
}

/**
 * `issueReceiverLink` without waiting for its write: the token at once and the write's promise, so the SMS
 * that carries the token is sent beside the write instead of after its answer (a booking's writes).
 */
export function startReceiverLink(tx: Executor, parcelId: string): { token: string; written: Promise<void> } {
  const { token, hash } = newReceiverToken();
  return { token, written: replaceLink(tx, parcelId, hash) };
}

/**
 * `issueReceiverLink` as CTEs of the statement that sends the link (the receiver's code and its SMS),
 * so a handout writes both in one round trip; `onlyIf` as in `replaceLinkCtes`. Answers the token and
 * the CTEs.
 */
export function nextReceiverLinkSql(parcelId: string, onlyIf?: SQL): { token: string; ctes: SQL[] } {
  const { token, hash } = newReceiverToken();
  return { token, ctes: replaceLinkCtes(parcelId, hash, onlyIf) };
}

const linkGone = () =>
  new AppError(
    404,
    'RECEIVER_LINK_GONE',
    'This link no longer works. Use the newest link Desh Courier sent you by SMS.',
  );

/**
 * The parcel a token opens: an unknown, replaced or expired token is one answer (404), so a
 * guesser learns nothing about which tokens once existed.
 */
export async function openReceiverLink(db: Db, token: string) {
  if (!isReceiverTokenShape(token)) throw linkGone();
  const found = await findLinkByHash(db, hashReceiverToken(token));
  if (!found || receiverLinkExpired(found, found.parcel)) throw linkGone();
  return found;
}

export type OpenedLink = Awaited<ReturnType<typeof openReceiverLink>>;
