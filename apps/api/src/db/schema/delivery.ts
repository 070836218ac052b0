import {
  approvalFlags,
  codeMissingReasons,
  decisionChoices,
  decisionMakers,
  failedAttemptReasons,
  partialDeliveryReasons,
  roles,
} from '@desh/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { parcelKey, parcelOwned } from './columns.ts';
import { parcels } from './parcels.ts';
import { riders } from './riders.ts';

/** Every failed delivery attempt, numbered per parcel: the reason, the rider, a reschedule day. */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parcelId: parcelOwned(),
    attemptNo: integer('attempt_no').notNull(),
    reason: text('reason', { enum: failedAttemptReasons }).notNull(),
    note: text('note'),
    rescheduleDate: date('reschedule_date', { mode: 'string' }),
    /** The rider's latest call to the receiver from the app since the attempt before (phone time); null: none. */
    calledAt: timestamp('called_at', { withTimezone: true }),
    riderId: text('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shop's deadline to choose (decision 052); null: nothing to decide (a refusal, the last attempt). */
    decideBy: timestamp('decide_by', { withTimezone: true }),
    /** What was chosen, by whom and when; null while the decision is open. */
    decision: text('decision', { enum: decisionChoices }),
    decidedBy: text('decided_by', { enum: decisionMakers }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('delivery_attempts_parcel_no_idx').on(table.parcelId, table.attemptNo),
    index('delivery_attempts_created_idx').on(table.createdAt),
    // The deadline clock looks only at open decisions.
    index('delivery_attempts_open_decision_idx')
      .on(table.decideBy)
      .where(sql`${table.decision} is null and ${table.decideBy} is not null`),
    check(
      'delivery_attempts_decision_complete',
      sql`(${table.decision} is null) = (${table.decidedBy} is null) and (${table.decision} is null) = (${table.decidedAt} is null)`,
    ),
  ],
);

/**
 * The receiver's code for the current run: only a salted SHA-256 of it is kept. One row per parcel,
 * replaced when the parcel goes out again or the code is sent again.
 */
export const deliveryCodes = pgTable('delivery_codes', {
  parcelId: parcelKey(),
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  resends: integer('resends').notNull().default(0),
  /**
   * The code was locked (too many wrong tries) at some point in this run. A resend unlocks the code
   * but not this: a photo delivery after it still waits for an admin's approval.
   */
  wasLocked: boolean('was_locked').notNull().default(false),
  /** The sms_outbox row that carries the code, to tell the rider whether it went out. */
  smsId: bigint('sms_id', { mode: 'number' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Handover photos (deliveries and returns), kept in private storage and shown only to admins. */
export const deliveryPhotos = pgTable(
  'delivery_photos',
  {
    id: text('id').primaryKey(),
    parcelId: parcelOwned(),
    purpose: text('purpose', { enum: ['delivery', 'return', 'damage'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('delivery_photos_parcel_idx').on(table.parcelId)],
);

/** How each delivery was proved: at most one per parcel, written in the completing transaction. */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    parcelId: parcelKey(),
    kind: text('kind', { enum: ['code', 'photo'] }).notNull(),
    photoId: text('photo_id').references(() => deliveryPhotos.id),
    receiverName: text('receiver_name'),
    /** Cash taken from the receiver, in poisha. */
    cashCollected: integer('cash_collected').notNull(),
    riderId: text('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('delivery_proofs_delivered_idx').on(table.deliveredAt),
    // The admin's list of riders: a rider's deliveries in the window, and the (few) photo ones.
    index('delivery_proofs_rider_idx').on(table.riderId, table.deliveredAt),
    index('delivery_proofs_photo_idx').on(table.deliveredAt).where(sql`${table.kind} = 'photo'`),
    check('delivery_proofs_photo_check', sql`${table.kind} = 'code' or ${table.photoId} is not null`),
  ],
);

/** A returned parcel handed back to its sender: confirmed by the sender, an admin, or the rider with a photo. */
export const parcelReturns = pgTable('parcel_returns', {
  parcelId: parcelKey(),
  confirmedBy: text('confirmed_by', { enum: roles }).notNull(),
  photoId: text('photo_id').references(() => deliveryPhotos.id),
  actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
  returnedAt: timestamp('returned_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A photo delivery that waits here for an admin (the code was locked, or nothing shows it could not
 * arrive: `flag`), who
 * approves it (the parcel is delivered and the money booked then) or rejects it (back to the
 * rider's run as a failed attempt). Rows are kept after the decision: they are the rider's record.
 */
export const deliveryApprovals = pgTable(
  'delivery_approvals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parcelId: parcelOwned(),
    photoId: text('photo_id')
      .notNull()
      .references(() => deliveryPhotos.id),
    receiverName: text('receiver_name'),
    /** Cash the rider says they took, in poisha: booked only on approval. */
    cashCollected: integer('cash_collected').notNull(),
    riderId: text('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    submittedBy: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /** Why it waits; rows from before the flag were all after a locked code. */
    flag: text('flag', { enum: approvalFlags }).notNull().default('code_locked'),
  },
  (table) => [
    uniqueIndex('delivery_approvals_one_pending_idx')
      .on(table.parcelId)
      .where(sql`${table.status} = 'pending'`),
    index('delivery_approvals_rider_idx').on(table.riderId, table.submittedAt),
  ],
);

/**
 * The rider called the receiver from the app (the number the parcel gives): `called_at` is when the
 * phone says it happened, `recorded_at` when it reached the server, which the rule compares with the
 * code's sending (docs/decisions/036). Kept as the rider's record.
 */
export const receiverCalls = pgTable(
  'receiver_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parcelId: parcelOwned(),
    phone: text('phone').notNull(),
    riderId: text('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    calledBy: text('called_by').references(() => users.id, { onDelete: 'set null' }),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('receiver_calls_parcel_idx').on(table.parcelId, table.id)],
);

/** Why the code did not reach the receiver, recorded after a call (`call_id`): a reason and a note. */
export const codeMissingReports = pgTable(
  'code_missing_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parcelId: parcelOwned(),
    callId: bigint('call_id', { mode: 'number' })
      .notNull()
      .references(() => receiverCalls.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: codeMissingReasons }).notNull(),
    note: text('note').notNull(),
    reportedBy: text('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('code_missing_reports_parcel_idx').on(table.parcelId, table.id)],
);

/**
 * A partial delivery: the receiver kept part of the order (described and/or counted) and paid
 * `cash_collected` (poisha, less than the amount to collect), for a reason from the fixed list; the
 * rest went back as `return_parcel_id`. One per parcel; the proof is in `delivery_proofs`.
 */
export const partialDeliveries = pgTable(
  'partial_deliveries',
  {
    parcelId: parcelKey(),
    itemsKept: text('items_kept'),
    itemsKeptCount: integer('items_kept_count'),
    cashCollected: bigint('cash_collected', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: partialDeliveryReasons }).notNull(),
    note: text('note'),
    returnParcelId: text('return_parcel_id')
      .notNull()
      .references(() => parcels.id),
    riderId: text('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'partial_deliveries_kept',
      sql`${table.itemsKept} is not null or ${table.itemsKeptCount} is not null`,
    ),
    check('partial_deliveries_cash', sql`${table.cashCollected} >= 0`),
  ],
);

/**
 * Where the rider's phone was when a parcel was handed over (whole or partly), when it knew to within
 * `doorPlaceMaxAccuracyM`: that rider's later runs place a stop to the same receiver phone there
 * (docs/decisions/023). Personal data: read only for the same rider's run, never on tracking, merchant
 * or admin answers. The phone is the parcel's, as stored (normalised) at booking.
 */
export const deliveryPlaces = pgTable(
  'delivery_places',
  {
    parcelId: parcelKey(),
    riderId: text('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    receiverPhone: text('receiver_phone').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracyM: doublePrecision('accuracy_m').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('delivery_places_rider_phone_idx').on(table.riderId, table.receiverPhone, table.deliveredAt.desc()),
    check('delivery_places_lat', sql`${table.lat} between -90 and 90`),
    check('delivery_places_lng', sql`${table.lng} between -180 and 180`),
    check('delivery_places_accuracy', sql`${table.accuracyM} > 0`),
  ],
);
