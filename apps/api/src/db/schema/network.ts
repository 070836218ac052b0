import {
  bagStatuses,
  custodyHolderKinds,
  hubPositions,
  networkExceptionKinds,
  tripStatuses,
} from '@desh/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { parcelKey } from './columns.ts';
import { parcels } from './parcels.ts';
import { riders } from './riders.ts';

/** `<name> text not null`, a hub's id. */
export function hubColumn(name: string) {
  return text(name)
    .notNull()
    .references(() => hubs.id);
}

/** A place in the network: pickup, sorting and last-mile work (one hub may do several). */
export const hubs = pgTable('hubs', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameBn: text('name_bn').notNull(),
  district: text('district').notNull(),
  address: text('address').notNull(),
  kinds: text('kinds').array().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which hub serves each area: one row per upazila or thana (and one `*` row per district for parcels
 * booked without an upazila). The primary key makes "exactly one hub" a fact of the table; the
 * service refuses an edit that would leave an area without one.
 */
export const hubCoverage = pgTable(
  'hub_coverage',
  {
    district: text('district').notNull(),
    upazila: text('upazila').notNull(),
    lastMileHubId: hubColumn('last_mile_hub_id'),
    pickupHubId: hubColumn('pickup_hub_id'),
  },
  (table) => [
    primaryKey({ columns: [table.district, table.upazila] }),
    index('hub_coverage_last_mile_idx').on(table.lastMileHubId),
    index('hub_coverage_pickup_idx').on(table.pickupHubId),
  ],
);

/** A direct line-haul lane between two hubs (stored once, the smaller id first); otherwise via sorting. */
export const hubLanes = pgTable(
  'hub_lanes',
  {
    hubA: text('hub_a')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    hubB: text('hub_b')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.hubA, table.hubB] }),
    check('hub_lanes_ordered', sql`${table.hubA} < ${table.hubB}`),
  ],
);

/** Hub staff: a user works only at the hubs listed here, as manager or operator. */
export const hubStaff = pgTable(
  'hub_staff',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    position: text('position', { enum: hubPositions }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.hubId] }),
    index('hub_staff_hub_idx').on(table.hubId),
  ],
);

/** The hub a rider works from: its pickups and deliveries are the rider's work. */
export const hubRiders = pgTable(
  'hub_riders',
  {
    riderId: text('rider_id')
      .primaryKey()
      .references(() => riders.id, { onDelete: 'cascade' }),
    hubId: hubColumn('hub_id'),
  },
  (table) => [index('hub_riders_hub_idx').on(table.hubId)],
);

/** Where a parcel starts and ends in the network, fixed at booking from the coverage (a trigger). */
export const parcelRoutes = pgTable(
  'parcel_routes',
  {
    parcelId: parcelKey(),
    originHubId: text('origin_hub_id').references(() => hubs.id),
    destinationHubId: text('destination_hub_id').references(() => hubs.id),
  },
  (table) => [
    index('parcel_routes_origin_idx').on(table.originHubId),
    index('parcel_routes_destination_idx').on(table.destinationHubId),
  ],
);

/** A bag of parcels travelling from one hub to the next; sealed before it leaves. */
export const bags = pgTable(
  'bags',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    originHubId: hubColumn('origin_hub_id'),
    destinationHubId: hubColumn('destination_hub_id'),
    status: text('status', { enum: bagStatuses }).notNull().default('open'),
    sealNumber: text('seal_number'),
    tripId: text('trip_id').references((): AnyPgColumn => trips.id),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
    sealedBy: text('sealed_by').references(() => users.id, { onDelete: 'set null' }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    /** The seal number read when the bag was scanned in at its destination (checked against `sealNumber`). */
    arrivalSealNumber: text('arrival_seal_number'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('bags_origin_status_idx').on(table.originHubId, table.status),
    index('bags_destination_status_idx').on(table.destinationHubId, table.status),
    index('bags_trip_idx').on(table.tripId),
  ],
);

/** What went into a bag: the manifest, and what came out of it at the other end. */
export const bagItems = pgTable(
  'bag_items',
  {
    bagId: text('bag_id')
      .notNull()
      .references(() => bags.id, { onDelete: 'cascade' }),
    parcelId: text('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    /** null while in the bag; `received` when scanned out at the far hub; `missing` when it was not. */
    outcome: text('outcome', { enum: ['received', 'missing'] }),
  },
  (table) => [
    primaryKey({ columns: [table.bagId, table.parcelId] }),
    index('bag_items_parcel_idx').on(table.parcelId),
  ],
);

/** A line-haul trip: sealed bags on one vehicle from one hub to the next. */
export const trips = pgTable(
  'trips',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    originHubId: hubColumn('origin_hub_id'),
    destinationHubId: hubColumn('destination_hub_id'),
    vehicleNumber: text('vehicle_number').notNull(),
    driverName: text('driver_name').notNull(),
    driverPhone: text('driver_phone').notNull(),
    status: text('status', { enum: tripStatuses }).notNull().default('on_the_road'),
    dispatchedBy: text('dispatched_by').references(() => users.id, { onDelete: 'set null' }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its first bag scanned in at the destination: the vehicle is there, unloading. */
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    /** Its last bag scanned in: only then is the trip arrived. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  },
  (table) => [
    index('trips_destination_status_idx').on(table.destinationHubId, table.status),
    index('trips_origin_idx').on(table.originHubId, table.dispatchedAt),
  ],
);

/**
 * Who holds each parcel now: one row per parcel (the primary key: never two), created with the
 * parcel and never deleted while it exists (triggers: never none), and the check below allows one
 * holder column for the holder's kind and nothing else.
 */
export const parcelCustody = pgTable(
  'parcel_custody',
  {
    parcelId: text('parcel_id')
      .primaryKey()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    holderKind: text('holder_kind', { enum: custodyHolderKinds }).notNull(),
    riderId: text('rider_id').references(() => riders.id),
    hubId: text('hub_id').references(() => hubs.id),
    bagId: text('bag_id').references(() => bags.id),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('parcel_custody_hub_idx').on(table.hubId).where(sql`${table.hubId} is not null`),
    index('parcel_custody_bag_idx').on(table.bagId).where(sql`${table.bagId} is not null`),
    index('parcel_custody_rider_idx').on(table.riderId).where(sql`${table.riderId} is not null`),
    check(
      'parcel_custody_one_holder',
      sql`(${table.holderKind} = 'rider' and ${table.riderId} is not null and ${table.hubId} is null and ${table.bagId} is null)
        or (${table.holderKind} = 'hub' and ${table.hubId} is not null and ${table.riderId} is null and ${table.bagId} is null)
        or (${table.holderKind} = 'bag' and ${table.bagId} is not null and ${table.riderId} is null and ${table.hubId} is null)
        or (${table.holderKind} in ('merchant', 'receiver') and ${table.riderId} is null and ${table.hubId} is null and ${table.bagId} is null)`,
    ),
  ],
);

/**
 * Every handover, as scanned: who, where, when (the device's time and ours) and on which device.
 * `scanKey` is the client's id for the scan: the same scan sent twice is one row.
 */
export const scanEvents = pgTable(
  'scan_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scanKey: text('scan_key').unique(),
    action: text('action').notNull(),
    result: text('result').notNull(),
    parcelId: text('parcel_id').references(() => parcels.id, { onDelete: 'cascade' }),
    bagId: text('bag_id').references(() => bags.id, { onDelete: 'cascade' }),
    hubId: text('hub_id').references(() => hubs.id),
    riderId: text('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    fromHolder: text('from_holder'),
    toHolder: text('to_holder'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role'),
    deviceId: text('device_id'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('scan_events_parcel_idx').on(table.parcelId, table.id),
    index('scan_events_bag_idx').on(table.bagId, table.id),
    index('scan_events_hub_idx').on(table.hubId, table.recordedAt),
  ],
);

/** Something went wrong in the network: a parcel missing from a bag, arriving at the wrong hub, or damaged. */
export const networkExceptions = pgTable(
  'network_exceptions',
  {
    id: text('id').primaryKey(),
    /** null for an exception about a bag (`bag_overdue`, `seal_mismatch`): `bagId` names it. */
    parcelId: text('parcel_id').references(() => parcels.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: networkExceptionKinds }).notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    hubId: text('hub_id').references(() => hubs.id),
    bagId: text('bag_id').references(() => bags.id, { onDelete: 'set null' }),
    lastHolder: text('last_holder').notNull(),
    /** `taken_from_holder`: the hub that took the parcel (the exception is shown at the holder's hub). */
    takenAtHubId: text('taken_at_hub_id').references(() => hubs.id),
    note: text('note'),
    photoId: text('photo_id'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
  },
  (table) => [
    index('network_exceptions_status_idx').on(table.status, table.createdAt),
    index('network_exceptions_hub_idx').on(table.hubId, table.status),
    uniqueIndex('network_exceptions_one_open')
      .on(table.parcelId, table.kind)
      .where(sql`${table.status} = 'open'`),
    uniqueIndex('network_exceptions_one_open_per_bag')
      .on(table.bagId, table.kind)
      .where(sql`${table.status} = 'open' and ${table.parcelId} is null`),
    check(
      'network_exceptions_names_something',
      sql`${table.parcelId} is not null or ${table.bagId} is not null`,
    ),
  ],
);
