import crypto from 'node:crypto';
import {
  bookingFeeFor,
  type CreateParcelInput,
  createParcelSchema,
  districtById,
  type FailedAttemptReason,
  type ParcelStatus,
  type PartialDeliveryReason,
} from '@desh/shared';
import { eq } from 'drizzle-orm';
import { runAtActionTime } from '../lib/action-time.ts';
import type { Auth, AuthSession } from '../lib/auth.ts';
import type { LabelCodes } from '../lib/label-code.ts';
import { returnLegNote } from '../modules/delivery/event-notes.ts';
import { recordDeliveryCollection } from '../modules/ledger/delivery-collection.ts';
import { recordPartialCollection } from '../modules/ledger/door-outcomes.ts';
import { confirmHandover, declareHandover } from '../modules/ledger/handovers.service.ts';
import { createPayout } from '../modules/ledger/payouts.service.ts';
import { scanAtHub } from '../modules/network/scans.service.ts';
import { assignRider, changeParcelStatus } from '../modules/parcels/parcel-workflow.service.ts';
import { cancelParcel, createParcel } from '../modules/parcels/parcels.service.ts';
import { createReturnLeg } from '../modules/parcels/return-legs.ts';
import { upsertSmsContact } from '../modules/sms/sms.repository.ts';
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
} from './schema/index.ts';
import { demoHubId, demoSession } from './seed.ts';

interface DemoParcel {
  title: string;
  receiver: string;
  phone: string;
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
    phone: '01911000106',
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

/** A 1×1 PNG: the demo's handover photo, so the admin's approval queue has something to open. */
const demoPhoto = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The statuses a demo parcel reaches through the modules' commands, as long as its road starts with them. */
const byCommand: ReadonlySet<ParcelStatus> = new Set(['assigned', 'picked_up', 'in_transit', 'cancelled']);

interface DemoPeople {
  customer: AuthSession;
  admin: AuthSession;
  riderSession: AuthSession;
  /** The demo hub's manager, who takes the picked-up parcels in at the hub. */
  hub: AuthSession;
  rider: { id: string; userId: string };
  labels: LabelCodes;
  photoKey: string;
}

/** What the deliveries put in the rider's hand and on the customer's payable, and when: the money's story. */
interface DemoMoney {
  collections: Array<{ poisha: number; at: Date }>;
  earnings: Array<{ poisha: number; at: Date }>;
}

/** One thing that happened to a demo parcel, at its time. */
interface DemoStep {
  at: number;
  run: () => Promise<void>;
}

/**
 * A living business for a fresh non-production database: the demo customer's parcels in every
 * status, the demo rider's run (a parcel at the door, one rescheduled, deliveries, a return), the
 * cash those deliveries collected in the ledger, a handover and a payout. Never called in
 * production. Each step happens at its own hour in the past, in the order of those hours across all
 * parcels: the steps the modules' commands take (booking, assignment, pickup, the hub's intake scan,
 * cancellation) run through them at that hour (`runAtActionTime`, the clock the commands read:
 * lib/action-time.ts); the rest of a parcel's road is still written to its tables here
 * (`writeRestOfRoad`, issue 60). The handover and the payout, which happen now, go through the
 * ledger's own commands (seedDemoMoney).
 */
export async function seedDemoBusiness(
  db: Db,
  auth: Auth,
  options: { storage?: FileStorage; labels: LabelCodes },
): Promise<void> {
  const photoKey = options.storage
    ? await options.storage.savePrivate(demoPhoto, 'png', 'image/png')
    : 'demo-handover.png';
  const [rider] = await db.select().from(riders).where(eq(riders.email, 'rider@desh.test'));
  if (!rider) return;
  const people: DemoPeople = {
    customer: await demoSession(auth, 'customer'),
    admin: await demoSession(auth, 'admin'),
    riderSession: await demoSession(auth, 'rider'),
    hub: await demoSession(auth, 'hub'),
    rider: { id: rider.id, userId: rider.userId },
    labels: options.labels,
    photoKey,
  };
  await upsertSmsContact(db, people.customer.user.id, { phone: '01811000000', language: 'bn' });

  const money: DemoMoney = { collections: [], earnings: [] };
  const nowMs = Date.now();
  const steps = demoParcels.flatMap((demo) => stepsOf(db, people, money, demo, nowMs));
  // In the order they happened (a parcel's own steps keep theirs on a tie): the tracking clock hands out
  // growing milliseconds, so a booking must not come after a later one.
  const inOrder = steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.at - b.step.at || a.index - b.index);
  for (const { step } of inOrder) await runAtActionTime(new Date(step.at), step.run);
  await seedDemoMoney(db, auth, people.customer.user.id, money.collections, money.earnings);
}

/** A demo parcel's road as steps: booked, then each status at its hour (spread over 80 % of its age). */
function stepsOf(db: Db, people: DemoPeople, money: DemoMoney, demo: DemoParcel, nowMs: number): DemoStep[] {
  const bookedMs = nowMs - demo.bookedHoursAgo * 3_600_000;
  const stepMs = Math.floor((demo.bookedHoursAgo * 3_600_000 * 0.8) / Math.max(1, demo.path.length));
  const atStep = (index: number) => bookedMs + stepMs * (index + 1);
  const booked: { id?: string; trackingId?: string } = {};
  const parcelId = () => {
    if (!booked.id) throw new Error(`the demo parcel "${demo.title}" was not booked`);
    return booked.id;
  };
  const atTheHub = (at: number) =>
    scanAtHub(
      db,
      people.hub,
      demoHubId,
      {
        // The hub's operator scans the printed label.
        code: people.labels.barcodeOf(booked.trackingId ?? ''),
        action: 'receive',
        scanId: crypto.randomUUID(),
        scannedAt: new Date(at).toISOString(),
      },
      people.labels,
    );
  const steps: DemoStep[] = [
    {
      at: bookedMs,
      run: async () => {
        const { parcel } = await createParcel(db, people.customer, bookingOf(demo));
        booked.id = parcel._id;
        booked.trackingId = parcel.trackingId;
      },
    },
  ];
  const commands = demo.path.findIndex(([status]) => !byCommand.has(status));
  const throughHub = demo.path.findIndex(([status]) => status === 'in_transit');
  // The hub's intake scan puts the parcel in the hub's hands; only the handout scan at its last-mile
  // hub gives it back to a rider, and the demo has staff at one hub only. So a parcel whose road goes on
  // past the hub is taken by command only as far as its pickup, and the rest is written as before.
  const commandCount =
    commands === -1 ? demo.path.length : throughHub === -1 ? commands : Math.min(commands, throughHub);
  for (const [index, [status]] of demo.path.slice(0, commandCount).entries()) {
    const at = atStep(index);
    steps.push({
      at,
      run: async () => {
        if (status === 'assigned') await assignRider(db, people.admin, parcelId(), people.rider.id);
        else if (status === 'picked_up')
          await changeParcelStatus(db, people.riderSession, parcelId(), { status: 'picked_up' });
        else if (status === 'in_transit') await atTheHub(at);
        else await cancelParcel(db, people.customer, parcelId());
      },
    });
  }
  if (commandCount < demo.path.length) {
    // The rest is written at its last hour, so a return leg's tracking millisecond follows the bookings before it.
    steps.push({
      at: atStep(demo.path.length - 1),
      run: () => writeRestOfRoad(db, people, money, demo, parcelId(), { commandCount, atStep, nowMs }),
    });
  }
  return steps;
}

/** The booking the demo customer makes, as the Book a Parcel form sends it. */
function bookingOf(demo: DemoParcel): CreateParcelInput {
  return createParcelSchema.parse({
    parcelTitle: demo.title,
    receiverName: demo.receiver,
    receiverPhone: demo.phone,
    pickupAddress: demo.from[0],
    pickupDistrict: demo.from[1],
    deliveryAddress: demo.to[0],
    deliveryDistrict: demo.to[1],
    parcelType: demo.type,
    // The form sends the quote's figure; the server prices the booking itself.
    deliveryFee: feeOf(demo),
    paymentMethod: demo.cod > 0 ? 'cod' : 'prepaid',
    ...(demo.cod > 0 ? { codAmount: demo.cod } : {}),
  });
}

/**
 * The parcel's road after the steps the commands took (hub scans, the door, the return), written to
 * the tables as the app would have written it, each at its hour, with the ledger's posting functions
 * for the cash. Left for issue 60: these steps need the one road's hub staff and riders at every hub.
 */
async function writeRestOfRoad(
  db: Db,
  people: DemoPeople,
  money: DemoMoney,
  demo: DemoParcel,
  id: string,
  timing: { commandCount: number; atStep: (index: number) => number; nowMs: number },
): Promise<void> {
  const { customer, admin, rider, photoKey } = people;
  const finalStatus = demo.path.at(-1)?.[0] ?? 'pending';
  const finalAt = new Date(timing.atStep(demo.path.length - 1));
  await db.transaction(async (tx) => {
    const [outbound] = await tx
      .update(parcels)
      .set({ status: finalStatus, updatedAt: finalAt })
      .where(eq(parcels.id, id))
      .returning();
    if (!outbound) throw new Error('the demo parcel vanished');
    const fee = outbound.deliveryFeePoisha;
    let from: ParcelStatus = demo.path[timing.commandCount - 1]?.[0] ?? 'pending';
    for (const [index, [status, who, note]] of demo.path.entries()) {
      if (index < timing.commandCount) continue;
      const actor = {
        a: [admin.user.id, 'admin'],
        r: [rider.userId, 'rider'],
        s: [null, 'system'],
        c: [customer.user.id, 'customer'],
      }[who];
      await tx.insert(parcelEvents).values({
        parcelId: id,
        fromStatus: from,
        toStatus: status,
        actorId: actor[0],
        actorRole: actor[1],
        note,
        createdAt: new Date(timing.atStep(index)),
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
        createdAt: new Date(timing.nowMs - ((demo.attempts?.length ?? 0) - 1 - index) * 3_600_000),
      });
    }
    if (finalStatus === 'delivered') {
      const collectedPoisha = demo.cod > 0 ? fee + demo.cod * 100 : 0;
      await tx.insert(deliveryProofs).values({
        parcelId: id,
        kind: 'code',
        cashCollected: collectedPoisha,
        riderId: rider.id,
        actorId: rider.userId,
        deliveredAt: finalAt,
      });
      await recordDeliveryCollection(tx, {
        parcelId: id,
        riderId: rider.id,
        merchantId: customer.user.id,
        paymentMethod: demo.cod > 0 ? 'cod' : 'prepaid',
        collectedPoisha,
        codPoisha: demo.cod * 100,
        feePoisha: fee,
        occurredAt: finalAt,
      });
      if (collectedPoisha > 0) money.collections.push({ poisha: collectedPoisha, at: finalAt });
      money.earnings.push({ poisha: demo.cod > 0 ? demo.cod * 100 : -fee, at: finalAt });
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
        cashCollected: fee + demo.cod * 100,
        riderId: rider.id,
        submittedBy: rider.userId,
        submittedAt: finalAt,
      });
    }
    if (finalStatus === 'partially_delivered' && demo.kept) {
      const collectedPoisha = fee + demo.kept.cod * 100;
      await tx.insert(deliveryProofs).values({
        parcelId: id,
        kind: 'code',
        cashCollected: collectedPoisha,
        riderId: rider.id,
        actorId: rider.userId,
        deliveredAt: finalAt,
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
        recordedAt: finalAt,
      });
      await recordPartialCollection(tx, {
        parcelId: id,
        riderId: rider.id,
        merchantId: customer.user.id,
        collectedPoisha,
        duePoisha: fee + demo.cod * 100,
        feePoisha: fee,
      });
      money.collections.push({ poisha: collectedPoisha, at: finalAt });
      money.earnings.push({ poisha: demo.kept.cod * 100, at: finalAt });
    }
    if (finalStatus === 'returned') {
      await tx
        .insert(parcelReturns)
        .values({ parcelId: id, confirmedBy: 'customer', actorId: customer.user.id });
    }
  });
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
