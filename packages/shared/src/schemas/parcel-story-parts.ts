import { z } from 'zod';
import { hubRefSchema } from './network.ts';

/**
 * The parts of one parcel's story that head office's desk and the shop's own page both show. Each page
 * adds who did it in its own words: the desk names staff and devices, the shop only a role and first name.
 */

/** One status change; the desk reads statuses as text (older rows may hold retired ones). */
export const storyStatusChangeSchema = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  note: z.string().nullable(),
  actorRole: z.string().nullable(),
  at: z.string(),
});

/** One handover the network scanned: what, where, the bag and its seal, and to whom it went. */
export const storyHandoverSchema = z.object({
  action: z.string(),
  result: z.string(),
  toHolder: z.string().nullable(),
  hub: hubRefSchema.nullable(),
  bagCode: z.string().nullable(),
  sealNumber: z.string().nullable(),
});

/** One delivery attempt that did not deliver; the rider is named by each page its own way. */
export const storyAttemptSchema = z.object({
  attemptNo: z.number(),
  reason: z.string(),
  note: z.string().nullable(),
  at: z.string(),
});

/** A proof of delivery; the photo opens through GET /api/uploads/:id (authorised for sender and staff). */
export const storyProofSchema = z.object({
  kind: z.string(),
  receiverName: z.string().nullable(),
  cashCollectedPoisha: z.number(),
  photoId: z.string().nullable(),
  at: z.string(),
});

/** One line of the ledger about this parcel. */
export const storyLedgerLineSchema = z.object({
  entryId: z.number(),
  kind: z.string(),
  purpose: z.string(),
  amountPoisha: z.number(),
  at: z.string(),
});
