import crypto from 'node:crypto';
import {
  bookingFeeFor,
  districtById,
  type FailedAttemptReason,
  type ParcelStatus,
  type PartialDeliveryReason,
} from '@desh/shared';
import { eq } from 'drizzle-orm';
import type { Auth } from '../lib/auth.ts';
import { returnLegNote } from '../modules/delivery/event-notes.ts';
import { recordDeliveryCollection } from '../modules/ledger/delivery-collection.ts';
import { recordPartialCollection } from '../modules/ledger/door-outcomes.ts';
import { confirmHandover, declareHandover } from '../modules/ledger/handovers.service.ts';
import { createPayout } from '../modules/ledger/payouts.service.ts';
import { createReturnLeg } from '../modules/parcels/return-legs.ts';
import { formatTrackingId } from '../modules/parcels/tracking-id.ts';
import type { FileStorage } from '../modules/uploads/storage.ts';
import type { Db } from './client.ts';
import {
  deliveryApprovals,
  deliveryAttempts,
  deliveryPhotos,
  deliveryProofs,
  parcelEvents,
  parcelReturns,
  parcels,
  partialDeliveries,
  riders,
  smsContacts,
  users,
} from './schema/index.ts';
import { demoSession } from './seed.ts';

interface DemoParcel {
  title: string;
  receiver: string;
  phone: string | null;
  from: [string, string];
  to: [string, string];
  type: 'small' | 'medium' | 'large' | 'fragile';
  cod: number;
  /** The statuses it went through after pending, in order (actor: a = admin, r = rider, s = system, c = customer). */
  path: Array<[ParcelStatus, 'a' | 'r' | 's' | 'c', string | null]>;
  attempts?: Array<{ reason: FailedAttemptReason; note?: string; rescheduleDate?: string }>;
  /** A partial delivery: what the receiver kept and the goods' cash taken for it (taka, fee apart). */
  kept?: { items: string; count: number; cod: number; reason: PartialDeliveryReason };
  /** Hours ago it was booked. */
  bookedHoursAgo: number;
}

/** The demo is charged as any booking is: the courier's price for its route. */
const feeOf = (demo: DemoParcel): number =>
  bookingFeeFor({
    pickupDistrict: districtById(demo.from[1])?.id,
    deliveryDistrict: districtById(demo.to[1])?.id,
    parcelType: demo.type,
    paymentMethod: demo.cod > 0 ? 'cod' : 'prepaid',
    codAmount: demo.cod,
  }).total;

const dhanmondi: [string, string] = ['House 12, Road 5, Dhanmondi, Dhaka', 'dhaka'];
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

// The usual road, as prefixes the demo parcels share.
const inTransit: DemoParcel['path'] = [
  ['assigned', 'a', null],
  ['picked_up', 'r', null],
  ['in_transit', 'r', null],
];
const outForDelivery: DemoParcel['path'] = [...inTransit, ['out_for_delivery', 'r', null]];
const delivered: DemoParcel['path'] = [...outForDelivery, ['delivered', 'r', null]];

const demoParcels: DemoParcel[] = [
  {
    title: 'Cotton saree',
    receiver: 'Nusrat Jahan',
    phone: '01711000101',
    from: dhanmondi,
    to: ['Zindabazar, Sylhet', 'sylhet'],
    type: 'small',
    cod: 2400,
    path: [],
    bookedHoursAgo: 2,
  },
  {
    title: 'Rice cooker',
    receiver: 'Abdul Karim',
    phone: '01811000102',
    from: dhanmondi,
    to: ['Sonadanga, Khulna', 'khulna'],
    type: 'medium',
    cod: 3100,
    path: [],
    bookedHoursAgo: 5,
  },
  {
    title: 'Books (3)',
    receiver: 'Tahmid Hasan',
    phone: '01911000103',
    from: dhanmondi,
    to: ['Mirpur 10, Dhaka', 'dhaka'],
    type: 'small',
    cod: 850,
    path: [['assigned', 'a', null]],
    bookedHoursAgo: 20,
  },
  {
    title: 'Phone case',
    receiver: 'Sadia Islam',
    phone: '01611000104',
    from: dhanmondi,
    to: ['Uttara Sector 7, Dhaka', 'dhaka'],
    type: 'small',
    cod: 450,
    path: [
      ['assigned', 'a', null],
      ['picked_up', 'r', null],
    ],
    bookedHoursAgo: 22,
  },
  {
    title: 'Ceramic dinner set',
    receiver: 'Farhana Akter',
    phone: '01511000105',
    from: dhanmondi,
    to: ['Agrabad, Chattogram', 'chattogram'],
    type: 'fragile',
    cod: 4200,
    path: inTransit,
    bookedHoursAgo: 30,
  },
  {
    title: 'Shoes',
    receiver: 'Rakib Hossain',
    phone: null,
    from: dhanmondi,
    to: ['Banani, Dhaka', 'dhaka'],
    type: 'medium',
    cod: 1800,
    path: outForDelivery,
    bookedHoursAgo: 26,
  },
  {
    title: 'Headphones',
    receiver: 'Mehedi Hasan',
    phone: '01711000107',
    from: dhanmondi,
    to: ['Gulshan 2, Dhaka', 'dhaka'],
    type: 'small',
    cod: 0,
    path: delivered,
    bookedHoursAgo: 48,
  },
  {
    title: 'Winter jacket',
    receiver: 'Shirin Sultana',
    phone: '01811000108',
    from: dhanmondi,
    to: ['Motijheel, Dhaka', 'dhaka'],
    type: 'medium',
    cod: 2650,
    path: delivered,
    bookedHoursAgo: 52,
  },
  {
    title: 'Eid panjabi',
    receiver: 'Tanvir Hasan',
    phone: '01811000112',
    from: dhanmondi,
    to: ['Zindabazar, Sylhet', 'sylhet'],
    type: 'medium',
    cod: 1650,
    path: delivered,
    bookedHoursAgo: 30,
  },
  {
    title: 'Baby clothes',
    receiver: 'Jannatul Ferdous',
    phone: '01911000109',
    from: dhanmondi,
    to: ['Mohammadpur, Dhaka', 'dhaka'],
    type: 'small',
    cod: 1200,
    path: [...outForDelivery, ['failed', 'r', 'Receiver asked to reschedule']],
    attempts: [{ reason: 'reschedule', rescheduleDate: day(1) }],
    bookedHoursAgo: 40,
  },
  {
    title: 'Smart watch',
    receiver: 'Imran Khan',
    phone: '01611000110',
    from: dhanmondi,
    to: ['Shantinagar, Dhaka', 'dhaka'],
    type: 'small',
    cod: 3500,
    path: [
      ...outForDelivery,
      ['failed', 'r', 'Receiver not reachable'],
      ['out_for_delivery', 'r', null],
      ['failed', 'r', 'Receiver refused the parcel'],
      ['returning', 's', 'The receiver refused the parcel.'],
    ],
    attempts: [{ reason: 'not_reachable' }, { reason: 'refused', note: 'Said the order was cancelled' }],
    bookedHoursAgo: 70,
  },
  {
    title: 'Perfume',
    receiver: 'Laila Arjumand',
    phone: '01511000111',
    from: dhanmondi,
    to: ['Wrong lane, Badda, Dhaka', 'dhaka'],
    type: 'fragile',
    cod: 1500,
    path: [
      ...outForDelivery,
      ['failed', 'r', 'Wrong address'],
      ['out_for_delivery', 'r', null],
      ['failed', 'r', 'Receiver not reachable'],
      ['out_for_delivery', 'r', null],
      ['failed', 'r', 'Wrong address'],
      ['returning', 's', '3 delivery attempts failed.'],
      ['returned', 'c', null],
    ],
    attempts: [
      { reason: 'wrong_address' },
      { reason: 'not_reachable' },
      { reason: 'wrong_address', note: 'No such house number on the lane' },
    ],
    bookedHoursAgo: 120,
  },
  {
    // The receiver kept two of three sarees and paid for those: the third goes back as a parcel of its own.
    title: 'Three Jamdani sarees',
    receiver: 'Shirin Sultana',
    phone: '01711000131',
    from: dhanmondi,
    to: ['Road 5, Uttara Sector 7, Dhaka', 'dhaka'],
    type: 'medium',
    cod: 3600,
    path: [...outForDelivery, ['partially_delivered', 'r', null]],
    kept: { items: '2 of the 3 sarees', count: 2, cod: 2400, reason: 'changed_mind' },
    bookedHoursAgo: 30,
  },
  {
    // Delivered by photo after the receiver's code locked: waits for the admin's approval.
    title: 'Bluetooth speaker',
    receiver: 'Mehedi Hasan',
    phone: '01711000120',
    from: dhanmondi,
    to: ['Kazir Dewri, Chattogram', 'chattogram'],
    type: 'small',
    cod: 1850,
    path: [...outForDelivery, ['delivered_approval_pending', 'r', null]],
    bookedHoursAgo: 26,
  },
  {
    title: 'Desk lamp',
    receiver: 'Kamrul Islam',
    phone: '01711000112',
    from: dhanmondi,
    to: ['Rajshahi Sadar', 'rajshahi'],
    type: 'medium',
    cod: 0,
    path: [['cancelled', 'c', null]],
    bookedHoursAgo: 90,
  },
];

/**
 * A living business for a fresh non-production database: the demo customer's parcels in every
 * status, the demo rider's run (a parcel at the door, one rescheduled, deliveries, a return), the
 * cash those deliveries collected in the ledger, a handover and a payout. Never called in
 * production. The parcels' past (booked hours and days ago, each step at its hour) is written to the
 * tables as the app would have written it, through the ledger's posting functions for the cash: the
 * modules' commands stamp their rows with the present, so they cannot tell a past. The handover and
 * the payout, which happen now, go through the ledger's own commands (seedDemoMoney).
 */
/** A 1×1 PNG: the demo's handover photo, so the admin's approval queue has something to open. */
const demoPhoto = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function seedDemoBusiness(
  db: Db,
  auth: Auth,
  options: { storage?: FileStorage } = {},
): Promise<void> {
  const photoKey = options.storage
    ? await options.storage.savePrivate(demoPhoto, 'png', 'image/png')
    : 'demo-handover.png';
  const [customer] = await db.select().from(users).where(eq(users.email, 'customer@desh.test'));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@desh.test'));
  const [rider] = await db.select().from(riders).where(eq(riders.email, 'rider@desh.test'));
  if (!customer || !admin || !rider) return;
  await db.insert(smsContacts).values({ userId: customer.id, phone: '01811000000', language: 'bn' });

  const collections: Array<{ poisha: number; at: Date }> = [];
  // What each delivery added to the customer's payable, and when: the payout pays from these.
  const earnings: Array<{ poisha: number; at: Date }> = [];
  let clockMs = Date.now() - 200 * 3_600_000;
  // Oldest first: tracking IDs are booking timestamps and must grow with them.
  const oldestFirst = [...demoParcels].sort((a, b) => b.bookedHoursAgo - a.bookedHoursAgo);
  for (const demo of oldestFirst) {
    const bookedMs = Date.now() - demo.bookedHoursAgo * 3_600_000;
    clockMs = Math.max(clockMs + 1, bookedMs);
    const id = crypto.randomUUID();
    const finalStatus = demo.path.at(-1)?.[0] ?? 'pending';
    const withRider = demo.path.some(([status]) => status === 'assigned');
    const stepMs = Math.floor((demo.bookedHoursAgo * 3_600_000 * 0.8) / Math.max(1, demo.path.length));
    await db.transaction(async (tx) => {
      await tx.insert(parcels).values({
        id,
        trackingId: formatTrackingId(clockMs),
        parcelTitle: demo.title,
        receiverName: demo.receiver,
        receiverPhone: demo.phone,
        pickupAddress: demo.from[0],
        pickupDistrict: demo.from[1],
        deliveryAddress: demo.to[0],
        deliveryDistrict: demo.to[1],
        parcelType: demo.type,
        deliveryFeePoisha: feeOf(demo) * 100,
        paymentMethod: demo.cod > 0 ? 'cod' : 'prepaid',
        codAmountPoisha: demo.cod * 100,
        senderId: customer.id,
        senderEmail: customer.email,
        status: finalStatus,
        riderId: withRider ? rider.id : null,
        bookingTime: new Date(clockMs),
        updatedAt: new Date(bookedMs + stepMs * demo.path.length),
      });
      await tx.insert(parcelEvents).values({
        parcelId: id,
        fromStatus: null,
        toStatus: 'pending',
        actorId: customer.id,
        actorRole: 'customer',
        createdAt: new Date(clockMs),
      });
      let from: ParcelStatus = 'pending';
      for (const [index, [status, who, note]] of demo.path.entries()) {
        const actor = {
          a: [admin.id, 'admin'],
          r: [rider.userId, 'rider'],
          s: [null, 'system'],
          c: [customer.id, 'customer'],
        }[who];
        await tx.insert(parcelEvents).values({
          parcelId: id,
          fromStatus: from,
          toStatus: status,
          actorId: actor[0],
          actorRole: actor[1],
          note,
          createdAt: new Date(bookedMs + stepMs * (index + 1)),
        });
        from = status;
      }
      for (const [index, attempt] of (demo.attempts ?? []).entries()) {
        await tx.insert(deliveryAttempts).values({
          parcelId: id,
          attemptNo: index + 1,
          reason: attempt.reason,
          note: attempt.note ?? null,
          rescheduleDate: attempt.rescheduleDate ?? null,
          riderId: rider.id,
          actorId: rider.userId,
          // The latest attempt at seeding time, so the dashboard's Failed Deliveries has a figure for
          // today even in the first hour of the Asia/Dhaka day; earlier attempts an hour apart before it.
          createdAt: new Date(Date.now() - ((demo.attempts?.length ?? 0) - 1 - index) * 3_600_000),
        });
      }
      if (finalStatus === 'delivered') {
        const deliveredAt = new Date(bookedMs + stepMs * demo.path.length);
        const collectedPoisha = demo.cod > 0 ? (feeOf(demo) + demo.cod) * 100 : 0;
        await tx.insert(deliveryProofs).values({
          parcelId: id,
          kind: 'code',
          cashCollected: collectedPoisha,
          riderId: rider.id,
          actorId: rider.userId,
          deliveredAt,
        });
        await recordDeliveryCollection(tx, {
          parcelId: id,
          riderId: rider.id,
          merchantId: customer.id,
          paymentMethod: demo.cod > 0 ? 'cod' : 'prepaid',
          collectedPoisha,
          codPoisha: demo.cod * 100,
          feePoisha: feeOf(demo) * 100,
          occurredAt: deliveredAt,
        });
        if (collectedPoisha > 0) collections.push({ poisha: collectedPoisha, at: deliveredAt });
        earnings.push({ poisha: demo.cod > 0 ? demo.cod * 100 : -feeOf(demo) * 100, at: deliveredAt });
      }
      if (finalStatus === 'delivered_approval_pending') {
        const photoId = crypto.randomUUID();
        await tx.insert(deliveryPhotos).values({
          id: photoId,
          parcelId: id,
          purpose: 'delivery',
          storageKey: photoKey,
          contentType: 'image/png',
          uploadedBy: rider.userId,
        });
        await tx.insert(deliveryApprovals).values({
          parcelId: id,
          photoId,
          receiverName: demo.receiver,
          cashCollected: (feeOf(demo) + demo.cod) * 100,
          riderId: rider.id,
          submittedBy: rider.userId,
          submittedAt: new Date(bookedMs + stepMs * demo.path.length),
        });
      }
      if (finalStatus === 'partially_delivered' && demo.kept) {
        const [outbound] = await tx.select().from(parcels).where(eq(parcels.id, id));
        if (!outbound) throw new Error('the demo parcel vanished');
        const at = new Date(bookedMs + stepMs * demo.path.length);
        const collectedPoisha = (feeOf(demo) + demo.kept.cod) * 100;
        await tx.insert(deliveryProofs).values({
          parcelId: id,
          kind: 'code',
          cashCollected: collectedPoisha,
          riderId: rider.id,
          actorId: rider.userId,
          deliveredAt: at,
        });
        const leg = await createReturnLeg(tx, outbound, {
          kind: 'partial',
          parcelTitle: demo.title,
          note: returnLegNote('partial', outbound.trackingId),
          actor: { id: rider.userId, role: 'rider' },
        });
        await tx.insert(partialDeliveries).values({
          parcelId: id,
          itemsKept: demo.kept.items,
          itemsKeptCount: demo.kept.count,
          cashCollected: collectedPoisha,
          reason: demo.kept.reason,
          returnParcelId: leg.id,
          riderId: rider.id,
          actorId: rider.userId,
          recordedAt: at,
        });
        await recordPartialCollection(tx, {
          parcelId: id,
          riderId: rider.id,
          merchantId: customer.id,
          collectedPoisha,
          duePoisha: (feeOf(demo) + demo.cod) * 100,
          feePoisha: feeOf(demo) * 100,
        });
        collections.push({ poisha: collectedPoisha, at });
        earnings.push({ poisha: demo.kept.cod * 100, at });
      }
      if (finalStatus === 'returned') {
        await tx
          .insert(parcelReturns)
          .values({ parcelId: id, confirmedBy: 'customer', actorId: customer.id });
      }
    });
  }
  await seedDemoMoney(db, auth, customer.id, collections, earnings);
}

/**
 * The office counted the rider's earliest collections (৳20 short, recorded against the rider), then
 * paid the demo customer about half of what they had earned, by bKash; the latest collection is still
 * in the rider's hand. Done as the people would do it, through the ledger's own functions: the rider
 * declares, the admin counts and confirms the shortage, the admin pays out.
 */
async function seedDemoMoney(
  db: Db,
  auth: Auth,
  customerId: string,
  collections: Array<{ poisha: number; at: Date }>,
  earnings: Array<{ poisha: number; at: Date }>,
): Promise<void> {
  // Everything but the latest collection is handed in.
  const handedIn = [...collections].sort((a, b) => a.at.getTime() - b.at.getTime()).slice(0, -1);
  if (handedIn.length === 0) return;
  const declaredPoisha = handedIn.reduce((sum, collection) => sum + collection.poisha, 0);
  const admin = await demoSession(auth, 'admin');
  const { handover } = await declareHandover(db, await demoSession(auth, 'rider'), {
    amountPoisha: declaredPoisha,
    idempotencyKey: crypto.randomUUID(),
  });
  await confirmHandover(db, admin, handover.id, {
    countedPoisha: declaredPoisha - 2_000,
    shortageConfirmed: true,
  });
  // About half of what the customer earned, in whole taka.
  const earned = earnings.reduce((sum, earning) => sum + earning.poisha, 0);
  const amountPoisha = Math.floor(earned / 2 / 100) * 100;
  if (amountPoisha <= 0) return;
  await createPayout(db, admin, {
    merchantId: customerId,
    amountPoisha,
    method: 'bkash',
    reference: 'BK8XK2D4QZ',
    idempotencyKey: crypto.randomUUID(),
  });
}
