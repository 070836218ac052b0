import { z } from 'zod';
import { type ParcelStatus, parcelStatuses, riderQueueStatuses } from '../constants/parcel-status.ts';
import { shopCorrectableStatuses } from './shop-parcel.ts';

/**
 * My Parcels' status tabs. "In progress" is every status in which the parcel is with a rider,
 * so each parcel sits in exactly one tab besides "all" and "needs your decision" (a failed attempt the
 * rider still has, which is in progress too: the shop may choose another attempt or the return).
 */
export const parcelListTabs = [
  'all',
  'needs_decision',
  'pending',
  'in_progress',
  'delivered',
  'returned',
  'cancelled',
] as const;
export type ParcelListTab = (typeof parcelListTabs)[number];

export const parcelTabStatuses: Record<ParcelListTab, readonly ParcelStatus[]> = {
  all: [],
  needs_decision: shopCorrectableStatuses,
  pending: ['pending'],
  in_progress: riderQueueStatuses,
  // A partly delivered parcel reached its receiver too; the rest is a return parcel of its own.
  delivered: ['delivered', 'partially_delivered'],
  returned: ['returned'],
  cancelled: ['cancelled'],
};

/** The most rows one CSV export carries; narrower dates or a search get the rest. */
export const maxParcelExportRows = 10_000;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = (message: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(dayPattern, message)
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message)
      .optional(),
  );

const statusListMessage = `Status must be one or more of: ${parcelStatuses.join(', ')}.`;

/**
 * Which of a sender's parcels a list or export shows. `q` finds a tracking ID, receiver phone,
 * merchant order ID or receiver name (any part of it); `status` is a comma-separated list; `from`
 * and `to` are Asia/Dhaka booking days, both included.
 */
export const parcelListFilterShape = {
  q: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(100, 'Search is at most 100 characters.').optional(),
  ),
  status: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))])
      .refine(
        (parts) => parts.every((part) => (parcelStatuses as readonly string[]).includes(part)),
        statusListMessage,
      )
      .transform((parts) => parts as ParcelStatus[])
      .optional(),
  ),
  from: optionalDay('From must be a date like 2026-01-31.'),
  to: optionalDay('To must be a date like 2026-01-31.'),
};

/** For schemas that add fields to the filters (zod cannot extend a refined object). */
export const dayRangeInOrder: [
  check: (filters: { from?: string | undefined; to?: string | undefined }) => boolean,
  params: { message: string; path: string[] },
] = [
  (filters) => !(filters.from && filters.to && filters.from > filters.to),
  { message: 'From must not be after To.', path: ['to'] },
];

export const parcelListFiltersSchema = z.object(parcelListFilterShape).refine(...dayRangeInOrder);
export type ParcelListFilters = z.infer<typeof parcelListFiltersSchema>;

/** True when the filters narrow the list at all (the unfiltered list has its own fast path). */
export const hasParcelFilters = (filters: ParcelListFilters): boolean =>
  Boolean(filters.q || filters.status?.length || filters.from || filters.to);

/** Today's pickups of one of the sender's stores (or pickup addresses): "picked up 18 of 20". */
export const pickupProgressSchema = z.object({
  storeId: z.string().nullable(),
  pickupAddress: z.string(),
  total: z.number().int(),
  pickedUp: z.number().int(),
});
export type PickupProgress = z.infer<typeof pickupProgressSchema>;

/** How far back the merchant's dashboard reads its parcels: older open parcels are on My Parcels. */
export const merchantDashboardDays = 90;
/** The dashboard's daily chart: this many Asia/Dhaka days, today included. */
export const merchantDashboardChartDays = 14;

const count = z.number().int();

/** Delivered against returned, among the parcels that finished in the last `days` days. */
export const finishedRateSchema = z.object({ days: count, delivered: count, returned: count });

/**
 * A merchant's day at a glance (its own parcels booked in the last `merchantDashboardDays` days, not
 * counting return legs): what was booked and picked up today, where the open parcels are, how the last 7
 * and 30 days finished, and a day-by-day chart.
 */
export const merchantDashboardSchema = z.object({
  /** Today, Asia/Dhaka (YYYY-MM-DD). */
  day: z.string(),
  today: z.object({ booked: count, pickedUp: count }),
  open: z.object({
    /** Booked, not yet picked up. */
    awaitingPickup: count,
    /** With the courier between pickup and the receiver's door. */
    inTransit: count,
    outForDelivery: count,
    /** A failed attempt or a return on its way back: the shop may want to act. */
    needsAttention: count,
    /** A failed attempt the rider still has: the shop may choose another attempt or the return (decision 052). */
    needsDecision: count,
  }),
  /** The earliest deadline of a decision still open (ISO moment), or null: "decide by Tue 18:00". */
  nextDecideBy: z.string().nullable(),
  rates: z.array(finishedRateSchema),
  daily: z.array(z.object({ day: z.string(), booked: count, delivered: count, returned: count })),
});
export type MerchantDashboard = z.infer<typeof merchantDashboardSchema>;
