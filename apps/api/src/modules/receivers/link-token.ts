import crypto from 'node:crypto';
import { finalParcelStatuses, type ParcelStatus, receiverLinkGraceMs } from '@desh/shared';

/** 16 random bytes (128 bits): 22 URL-safe characters, short enough for one SMS. */
const tokenBytes = 16;
const tokenPattern = /^[A-Za-z0-9_-]{22}$/;

/** A new receiver token and the hash that is kept of it (the token itself is never stored). */
export function newReceiverToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(tokenBytes).toString('base64url');
  return { token, hash: hashReceiverToken(token) };
}

export function hashReceiverToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Whether a string can be a token at all: anything else is refused before the database is asked. */
export const isReceiverTokenShape = (value: string) => tokenPattern.test(value);

/** The link's path in an SMS (`{site}` is filled in by the SMS worker). */
export const receiverLinkPath = (token: string) => `/r/${token}`;

/**
 * Whether a link no longer opens: a newer link replaced it, or the parcel's journey ended (a final
 * status: delivered, returned, cancelled …) more than `receiverLinkGraceMs` ago. `endedAt` is when the parcel last changed.
 */
export function receiverLinkExpired(
  link: { revokedAt: Date | null },
  parcel: { status: ParcelStatus; updatedAt: Date },
  now: Date = new Date(),
): boolean {
  if (link.revokedAt) return true;
  // The journey's end is the transition table's: a final status nothing moves a parcel out of.
  if (!finalParcelStatuses.includes(parcel.status)) return false;
  return now.getTime() - parcel.updatedAt.getTime() > receiverLinkGraceMs;
}
