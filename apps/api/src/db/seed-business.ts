import crypto from 'node:crypto';
import { needsCallFirst, type ScanRequest, type ScanResult, scanRequestSchema } from '@desh/shared';
import { runAtActionTime } from '../lib/action-time.ts';
import type { AuthSession } from '../lib/auth.ts';
import type { LabelCodes } from '../lib/label-code.ts';
import { confirmReturn, recordFailedAttempt } from '../modules/delivery/attempts-and-returns.ts';
import { recordReceiverCall } from '../modules/delivery/code-missing.ts';
import { completeDelivery } from '../modules/delivery/completion.ts';
import type { DeliveryDeps } from '../modules/delivery/delivery-access.ts';
import { saveHandoverPhoto } from '../modules/delivery/handover-photos.ts';
import { recordPartialDelivery } from '../modules/delivery/partial-delivery.ts';
import { markOutForDelivery } from '../modules/delivery/receiver-code.ts';
import { confirmHandover, declareHandover } from '../modules/ledger/handovers.service.ts';
import { createPayout } from '../modules/ledger/payouts.service.ts';
import { openBag, sealBag } from '../modules/network/bags.service.ts';
import { assignRun } from '../modules/network/hub-work.service.ts';
import { scanAtHub } from '../modules/network/scans.service.ts';
import { dispatchTrip } from '../modules/network/trips.service.ts';
import { amountToCollectPoisha } from '../modules/parcels/amount-to-collect.ts';
import { assignRider, changeParcelStatus, getParcelRow } from '../modules/parcels/parcel-workflow.service.ts';
import { cancelParcel, createParcel } from '../modules/parcels/parcels.service.ts';
import { riderIdsOf } from '../modules/riders/riders.service.ts';
import { latestSmsAbout, upsertSmsContact } from '../modules/sms/sms.repository.ts';
import type { FileStorage } from '../modules/uploads/storage.ts';
import type { Db } from './client.ts';
import { accountOf, type DemoAccount, type DemoSessions, demoAccounts, demoHubId } from './seed.ts';
import { bookingOf, type DemoParcel, demoParcels, type RoadStep } from './seed-parcels.ts';

/** A 1×1 PNG: the demo's handover photo, so the admin's approval queue has something to open. */
const demoPhoto = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** One thing that happened to a demo parcel, at its time. */
interface DemoStep {
  at: number;
  run: () => Promise<void>;
}

/**
 * A living business for a fresh non-production database: the demo customer's parcels in every
 * status, the demo rider's run (a parcel at the door, one rescheduled, deliveries, returns), parcels
 * carried through the sorting centre to Sylhet and Chattogram and delivered there by those hubs' riders,
 * the cash those deliveries collected in the ledger, a return charge, a handover and a payout. Never
 * called in production. Every step is a command a person's tap runs (`walkStep` below), each at its own
 * hour in the past, in the order of those hours across all parcels (`runAtActionTime`, the clock the
 * commands read: lib/action-time.ts). The handover and the payout, which happen now, go through the
 * ledger's own commands (seedDemoMoney).
 */
export async function seedDemoBusiness(
  db: Db,
  sessions: DemoSessions,
  options: { storage: FileStorage; labels: LabelCodes; maxAttempts: number },
): Promise<void> {
  const customer = await sessions(accountOf('customer'));
  const road: DemoRoad = {
    deps: { db, storage: options.storage, maxAttempts: options.maxAttempts },
    labels: options.labels,
    admin: await sessions(accountOf('admin')),
    customer,
    pickupHubId: demoHubId,
    managers: new Map(),
    riders: new Map(),
    photo: { bytes: demoPhoto, extension: 'png', contentType: 'image/png' },
  };
  for (const account of demoAccounts) await joinRoad(db, sessions, road, account);
  await upsertSmsContact(db, customer.user.id, { phone: '01811000000', language: 'bn' });

  const money: RoadMoney = { collections: [], earnings: [] };
  const nowMs = Date.now();
  const steps = demoParcels.flatMap((demo) => stepsOf(road, money, demo, nowMs));
  // In the order they happened (a parcel's own steps keep theirs on a tie): the tracking clock hands out
  // growing milliseconds, so a booking must not come after a later one.
  const inOrder = steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.at - b.step.at || a.index - b.index);
  for (const { step } of inOrder) await runAtActionTime(new Date(step.at), step.run);
  const demoRider = road.riders.get(demoHubId);
  if (!demoRider) throw new Error('no demo rider');
  await seedDemoMoney(db, road.admin, demoRider, customer.user.id, money);
}

/** A demo hub manager or rider takes their place on the road. */
async function joinRoad(db: Db, sessions: DemoSessions, road: DemoRoad, account: DemoAccount): Promise<void> {
  if (!account.hubId) return;
  const session = await sessions(account);
  if (account.role === 'hub') {
    road.managers.set(account.hubId, session);
  } else if (account.role === 'rider') {
    const [riderId] = await riderIdsOf(db, session);
    if (!riderId) throw new Error(`${account.email} is not a rider`);
    road.riders.set(account.hubId, { session, riderId });
  }
}

/** A demo parcel's road as steps: booked, then each step at its hour, spread evenly to its last. */
function stepsOf(road: DemoRoad, money: RoadMoney, demo: DemoParcel, nowMs: number): DemoStep[] {
  const bookedMs = nowMs - demo.bookedHoursAgo * 3_600_000;
  const doneMs = nowMs - (demo.doneHoursAgo ?? demo.bookedHoursAgo * 0.2) * 3_600_000;
  const stepMs = Math.floor((doneMs - bookedMs) / Math.max(1, demo.road.length));
  const walk: Walk = { id: '', trackingId: '', hubId: road.pickupHubId, nextHubId: null };
  const steps: DemoStep[] = [
    {
      at: bookedMs,
      run: async () => {
        const { parcel } = await createParcel(road.deps.db, road.customer, bookingOf(demo));
        walk.id = parcel._id;
        walk.trackingId = parcel.trackingId;
      },
    },
  ];
  for (const [index, step] of demo.road.entries()) {
    const at = bookedMs + stepMs * (index + 1);
    steps.push({ at, run: () => walkStep(road, money, walk, step, { at, stepMs }) });
  }
  return steps;
}

/**
 * The office counted the rider's earliest collections (৳20 short, recorded against the rider), then
 * paid the demo customer about half of what they had earned, by bKash; the latest collection is still
 * in the rider's hand. Done as the people would do it, through the ledger's own functions: the rider
 * declares, the admin counts and confirms the shortage, the admin pays out.
 */
async function seedDemoMoney(
  db: Db,
  admin: AuthSession,
  rider: DemoRider,
  customerId: string,
  { collections, earnings }: RoadMoney,
): Promise<void> {
  // Everything but the latest collection of the demo rider is handed in.
  const handedIn = collections
    .filter((collection) => collection.riderId === rider.riderId)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .slice(0, -1);
  if (handedIn.length === 0) return;
  const declaredPoisha = handedIn.reduce((sum, collection) => sum + collection.poisha, 0);
  const { handover } = await declareHandover(db, rider.session, {
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

// The road: each step of a demo parcel as the command a person's tap runs.

/** A rider of a demo hub: their session and their rider id. */
export interface DemoRider {
  session: AuthSession;
  riderId: string;
}

/** The people and services the demo's road is walked with. */
export interface DemoRoad {
  deps: DeliveryDeps;
  labels: LabelCodes;
  admin: AuthSession;
  customer: AuthSession;
  /** The hub where the demo parcels are picked up (its rider picks them up, its manager takes them in). */
  pickupHubId: string;
  /** Each demo hub's manager, by hub id. */
  managers: Map<string, AuthSession>;
  /** Each demo hub's rider, by hub id. */
  riders: Map<string, DemoRider>;
  /** The picture a rider's phone sends as a handover photo. */
  photo: { bytes: Buffer; extension: string; contentType: string };
}

/** What the road's cash did, and when: the rider's collections, the merchant's earnings and charges. */
export interface RoadMoney {
  collections: Array<{ riderId: string; poisha: number; at: Date }>;
  earnings: Array<{ poisha: number; at: Date }>;
}

/** Where a demo parcel is on its road: the hub it was last at, the hub it goes to next, its door rider. */
export interface Walk {
  id: string;
  trackingId: string;
  hubId: string;
  nextHubId: string | null;
  rider?: DemoRider;
}

/** A trip's hour on the road between two hubs, as a share of a step's time. */
const hopShare = 0.5;
const demoTruck = {
  vehicleNumber: 'DHAKA METRO-TA 11-2233',
  driverName: 'Abdul Malek',
  driverPhone: '01711223344',
};

const of = <T>(map: ReadonlyMap<string, T>, hubId: string, what: string): T => {
  const found = map.get(hubId);
  if (!found) throw new Error(`the demo has no ${what} at ${hubId}`);
  return found;
};

/** A scan at a hub by its manager, of the parcel's printed label (its barcode carries the check code). */
async function scan(
  road: DemoRoad,
  hubId: string,
  at: number,
  request: Omit<ScanRequest, 'scanId' | 'scannedAt'>,
): Promise<ScanResult> {
  const input = scanRequestSchema.parse({
    ...request,
    scanId: crypto.randomUUID(),
    scannedAt: new Date(at).toISOString(),
  });
  return scanAtHub(road.deps.db, of(road.managers, hubId, 'manager'), hubId, input, road.labels);
}

const scanParcel = (
  road: DemoRoad,
  walk: Walk,
  hubId: string,
  at: number,
  action: 'receive' | 'handout' | 'bag',
  extra = {},
) => scan(road, hubId, at, { code: road.labels.barcodeOf(walk.trackingId), action, ...extra });

/** The hub takes the parcel in from the rider who brings it: it learns where the parcel goes next. */
async function handIn(road: DemoRoad, walk: Walk, at: number): Promise<void> {
  const answer = await scanParcel(road, walk, walk.hubId, at, 'receive');
  walk.nextHubId = answer.parcel?.nextHub?.id ?? null;
  walk.rider = undefined;
}

/**
 * From hub to hub to its last-mile hub: at each, the manager opens a bag for the next hub, scans the
 * parcel into it, seals it and sends it on a trip; the next hub scans the bag in by its seal and the
 * parcel out of it. Each hop takes half the time left to the step's end.
 */
async function carry(road: DemoRoad, walk: Walk, at: number, stepMs: number): Promise<void> {
  let hopAt = at;
  let hopMs = stepMs * hopShare;
  while (walk.nextHubId) {
    const [from, to] = [walk.hubId, walk.nextHubId];
    const manager = of(road.managers, from, 'manager');
    const bag = await runAtActionTime(new Date(hopAt), async () => {
      const opened = await openBag(road.deps.db, manager, from, to);
      await scanParcel(road, walk, from, hopAt, 'bag', { bagId: opened.id });
      await sealBag(road.deps.db, manager, opened.id, `S-${opened.code}`);
      await dispatchTrip(road.deps.db, manager, from, {
        destinationHubId: to,
        ...demoTruck,
        bagIds: [opened.id],
      });
      return opened;
    });
    const arrivedAt = hopAt + hopMs;
    await runAtActionTime(new Date(arrivedAt), async () => {
      await scan(road, to, arrivedAt, { code: bag.code, action: 'receive_bag', sealNumber: `S-${bag.code}` });
      walk.hubId = to;
      await handIn(road, walk, arrivedAt + 1);
    });
    hopAt = arrivedAt + 1;
    hopMs /= 2;
  }
}

/** The hub plans the parcel on its rider's run and hands it over: out for delivery, the receiver's code sent. */
async function handOut(road: DemoRoad, walk: Walk, at: number): Promise<void> {
  const rider = of(road.riders, walk.hubId, 'rider');
  const manager = of(road.managers, walk.hubId, 'manager');
  await assignRun(road.deps.db, manager, walk.hubId, { riderId: rider.riderId, parcelIds: [walk.id] });
  await scanParcel(road, walk, walk.hubId, at, 'handout', { riderId: rider.riderId });
  walk.rider = rider;
}

/** The code the receiver was sent (they read it to the rider at the door). */
async function receiversCode(road: DemoRoad, walk: Walk): Promise<string> {
  const sms = await latestSmsAbout(road.deps.db, walk.id, 'delivery_code');
  const code = sms && /(?:code|কোড) (\d{6})/i.exec(sms)?.[1];
  if (!code) throw new Error(`no delivery code was sent for ${walk.trackingId}`);
  return code;
}

async function parcelRow(road: DemoRoad, walk: Walk) {
  const row = await getParcelRow(road.deps.db, walk.id);
  if (!row) throw new Error(`the demo parcel ${walk.trackingId} vanished`);
  return row;
}

const riderOf = (walk: Walk): DemoRider => {
  if (!walk.rider) throw new Error(`no rider holds ${walk.trackingId}`);
  return walk.rider;
};

/** Runs one step of a parcel's road, at its hour (the caller runs it inside `runAtActionTime`). */
export async function walkStep(
  road: DemoRoad,
  money: RoadMoney,
  walk: Walk,
  step: RoadStep,
  timing: { at: number; stepMs: number },
): Promise<void> {
  const { deps, admin, customer } = road;
  const { at } = timing;
  const pickupRider = of(road.riders, road.pickupHubId, 'rider');
  if (step === 'assign') {
    await assignRider(deps.db, admin, walk.id, pickupRider.riderId);
  } else if (step === 'pickup') {
    await changeParcelStatus(deps.db, pickupRider.session, walk.id, { status: 'picked_up' });
  } else if (step === 'handIn') {
    await handIn(road, walk, at);
  } else if (step === 'carry') {
    await carry(road, walk, at, timing.stepMs);
  } else if (step === 'handout') {
    await handOut(road, walk, at);
  } else if (step === 'deliver' || step === 'photo') {
    const row = await parcelRow(road, walk);
    const rider = riderOf(walk);
    const cashCollected = amountToCollectPoisha(row);
    const proof =
      step === 'deliver'
        ? { code: await receiversCode(road, walk) }
        : {
            photoId: (await saveHandoverPhoto(deps, rider.session, walk.id, road.photo)).photoId,
            receiverName: row.receiverName,
          };
    const done = await completeDelivery(deps, rider.session, walk.id, { ...proof, cashCollected });
    if (done.status === 'delivered') {
      const when = new Date(at);
      if (cashCollected > 0)
        money.collections.push({ riderId: rider.riderId, poisha: cashCollected, at: when });
      money.earnings.push({
        poisha: row.paymentMethod === 'cod' ? row.codAmountPoisha : -row.deliveryFeePoisha,
        at: when,
      });
    }
  } else if (step === 'again') {
    await markOutForDelivery(deps, riderOf(walk).session, walk.id);
  } else if (step === 'returned') {
    const row = await parcelRow(road, walk);
    await confirmReturn(deps, customer, walk.id, undefined);
    money.earnings.push({ poisha: -row.returnChargePoisha, at: new Date(at) });
  } else if (step === 'cancel') {
    await cancelParcel(deps.db, customer, walk.id);
  } else if ('fail' in step) {
    const rider = riderOf(walk);
    // "Could not reach them" is believed only after a call from the app (the attempt keeps it).
    if (needsCallFirst(step.fail.reason)) await recordReceiverCall(deps, rider.session, walk.id);
    await recordFailedAttempt(deps, rider.session, walk.id, step.fail);
  } else {
    const row = await parcelRow(road, walk);
    const rider = riderOf(walk);
    const { codTaka, ...kept } = step.partial;
    const cashCollected = row.deliveryFeePoisha + codTaka * 100;
    await recordPartialDelivery(deps, rider.session, walk.id, {
      ...kept,
      code: await receiversCode(road, walk),
      cashCollected,
    });
    money.collections.push({ riderId: rider.riderId, poisha: cashCollected, at: new Date(at) });
    money.earnings.push({ poisha: codTaka * 100, at: new Date(at) });
  }
}
