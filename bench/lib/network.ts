import crypto from 'node:crypto';
import { signUp } from './api.ts';
import type { BenchDatabase } from './database.ts';

/**
 * Network benchmarks' set-up: people with their hub, and parcels already somewhere on their road,
 * written straight in SQL (fast, unmeasured). Everything measured afterwards goes through the HTTP API.
 */

export interface Account {
  userId: string;
  token: string;
  headers: Record<string, string>;
}

export interface RiderAccount extends Account {
  riderId: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/**
 * A client address of its own for the `index`th person (10.0.0.1 onwards), sent as X-Forwarded-For as
 * the proxy in front of production does. Servers started with TRUST_PROXY count each person's requests
 * under it, as production counts each phone's; others ignore the header.
 */
export function clientAddress(index: number): string {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

let accountsMade = 0;

/** A new account (signed up through the API, scrypt and all) whose role is then set in SQL. */
async function account(
  url: string,
  db: BenchDatabase,
  email: string,
  role: 'customer' | 'hub' | 'rider',
): Promise<Account> {
  const token = await signUp(url, email);
  const [user] = await db.query<{ id: string }>(
    `update users set role = $2, updated_at = now() where email = $1 returning id`,
    [email, role],
  );
  if (!user) throw new Error(`no user ${email}`);
  accountsMade += 1;
  return {
    userId: user.id,
    token,
    headers: { ...bearer(token), 'x-forwarded-for': clientAddress(accountsMade) },
  };
}

/** A merchant (customer role) who books parcels. */
export const merchantAccount = (url: string, db: BenchDatabase, email: string) =>
  account(url, db, email, 'customer');

/** A hub manager or operator of `hubId`. */
export async function hubStaffAccount(
  url: string,
  db: BenchDatabase,
  hubId: string,
  position: 'manager' | 'operator' = 'manager',
  tag = crypto.randomUUID().slice(0, 8),
): Promise<Account> {
  const staff = await account(url, db, `hub-${hubId}-${position}-${tag}@bench.test`, 'hub');
  await db.query('insert into hub_staff (user_id, hub_id, position) values ($1, $2, $3)', [
    staff.userId,
    hubId,
    position,
  ]);
  return staff;
}

/** An approved rider who belongs to `hubId`. */
export async function riderAccount(
  url: string,
  db: BenchDatabase,
  hubId: string,
  tag = crypto.randomUUID().slice(0, 8),
): Promise<RiderAccount> {
  const email = `rider-${hubId}-${tag}@bench.test`;
  const rider = await account(url, db, email, 'rider');
  const riderId = crypto.randomUUID();
  await db.query(
    `insert into riders (id, user_id, full_name, phone, region, vehicle_type, name, email, status, reviewed_at)
     values ($1, $2, $3, '01712345678', 'dhaka', 'motorbike', $3, $4, 'approved', now())`,
    [riderId, rider.userId, `Bench rider ${hubId} ${tag}`, email],
  );
  await db.query('insert into hub_riders (rider_id, hub_id) values ($1, $2)', [riderId, hubId]);
  return { ...rider, riderId };
}

/** Role changes are read through a session cache of at most a second (SESSION_CACHE_MS): let it pass. */
export const sessionCachePassed = () => new Promise((resolve) => setTimeout(resolve, 1_100));

interface ParcelBatch {
  /** Ids are `bench-<prefix>-<n>`, tracking IDs `DSH-<digit><12 digits>`: never the server's own. */
  prefix: string;
  digit: string;
  count: number;
  senderId: string;
  senderEmail: string;
  pickupDistrict: string;
  pickupUpazila: string | null;
  deliveryDistrict: string;
  deliveryUpazila: string | null;
}

/** Tracking ID of parcel `n` (1-based) of a batch. */
export const benchTrackingId = (digit: string, n: number) => `DSH-${digit}${String(n).padStart(12, '0')}`;

/**
 * Booked parcels (the insert trigger fixes each route from the coverage and gives it to the merchant),
 * then moved in SQL to where the measurement starts: `status` and its holder.
 */
async function insertBatch(db: BenchDatabase, batch: ParcelBatch, status: string, riderId: string | null) {
  await db.query(
    `insert into parcels (id, tracking_id, parcel_title, receiver_name, receiver_phone, pickup_address,
       delivery_address, pickup_district, pickup_upazila, delivery_district, delivery_upazila, parcel_type,
       delivery_fee_poisha, payment_method, cod_amount_poisha, sender_id, sender_email, status, rider_id)
     select 'bench-${batch.prefix}-' || g, 'DSH-${batch.digit}' || lpad(g::text, 12, '0'), 'Bench parcel ' || g,
       'Receiver ' || g, '01712345678', 'Pickup road ' || g, 'Delivery road ' || g, $2, $3, $4, $5, 'small',
       10000, 'cod', 50000, $6, $7, $8, $9
     from generate_series(1, $1::int) as g`,
    [
      batch.count,
      batch.pickupDistrict,
      batch.pickupUpazila,
      batch.deliveryDistrict,
      batch.deliveryUpazila,
      batch.senderId,
      batch.senderEmail,
      status,
      riderId,
    ],
  );
}

/** Parcels picked up by `riderId`: the rider holds them, the next scan is `receive` at their origin hub. */
export async function insertPickedUp(db: BenchDatabase, batch: ParcelBatch, riderId: string): Promise<void> {
  await insertBatch(db, batch, 'picked_up', riderId);
  await db.query(
    `update parcel_custody set holder_kind = 'rider', rider_id = $2, since = now()
     where parcel_id like 'bench-' || $1 || '-%'`,
    [batch.prefix, riderId],
  );
}

/**
 * A trip on the road from `fromHub` to `toHub` with `bags` sealed bags of `perBag` parcels each (the
 * parcels in transit, held by their bag): the receiving hub scans the bags, their parcels, and
 * reconciles. Answers the bag codes.
 */
export async function insertTripOnTheRoad(
  db: BenchDatabase,
  batch: Omit<ParcelBatch, 'count'>,
  options: { fromHub: string; toHub: string; bags: number; perBag: number; createdBy: string },
): Promise<{ tripId: string; bagCodes: string[] }> {
  const { fromHub, toHub, bags, perBag, createdBy } = options;
  await insertBatch(db, { ...batch, count: bags * perBag }, 'in_transit', null);
  const tripId = `trip-${batch.prefix}`;
  await db.query(
    `insert into trips (id, code, origin_hub_id, destination_hub_id, vehicle_number, driver_name, driver_phone,
       dispatched_by, dispatched_at)
     values ($1, $2, $3, $4, 'DHAKA METRO-TA 11-2233', 'Bench Driver', '01711223344', $5, now() - interval '6 hours')`,
    [tripId, `TRP-${batch.prefix.toUpperCase()}`, fromHub, toHub, createdBy],
  );
  const bagCodes: string[] = [];
  for (let index = 1; index <= bags; index += 1) {
    const bagId = `bag-${batch.prefix}-${index}`;
    const code = `BAG-${batch.prefix.toUpperCase()}${String(index).padStart(3, '0')}`;
    bagCodes.push(code);
    await db.query(
      `insert into bags (id, code, origin_hub_id, destination_hub_id, status, seal_number, trip_id, created_by,
         sealed_at, sealed_by)
       values ($1, $2, $3, $4, 'dispatched', $5, $6, $7, now() - interval '6 hours', $7)`,
      [bagId, code, fromHub, toHub, `S-${code}`, tripId, createdBy],
    );
    await db.query(
      `insert into bag_items (bag_id, parcel_id, added_by)
       select $1, 'bench-${batch.prefix}-' || g, $2 from generate_series($3::int, $4::int) as g`,
      [bagId, createdBy, (index - 1) * perBag + 1, index * perBag],
    );
    await db.query(
      `update parcel_custody set holder_kind = 'bag', bag_id = $1, since = now()
       where parcel_id in (select parcel_id from bag_items where bag_id = $1)`,
      [bagId],
    );
  }
  return { tripId, bagCodes };
}
