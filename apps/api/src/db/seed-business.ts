import crypto from 'node:crypto';
import { runAtActionTime } from '../lib/action-time.ts';
import type { AuthSession } from '../lib/auth.ts';
import type { LabelCodes } from '../lib/label-code.ts';
import { confirmHandover, declareHandover } from '../modules/ledger/handovers.service.ts';
import { createPayout } from '../modules/ledger/payouts.service.ts';
import { createParcel } from '../modules/parcels/parcels.service.ts';
import { riderIdsOf } from '../modules/riders/riders.service.ts';
import { upsertSmsContact } from '../modules/sms/sms.repository.ts';
import type { FileStorage } from '../modules/uploads/storage.ts';
import type { Db } from './client.ts';
import { accountOf, type DemoAccount, type DemoSessions, demoAccounts, demoHubId } from './seed.ts';
import { bookingOf, type DemoParcel, demoParcels } from './seed-parcels.ts';
import { type DemoRider, type DemoRoad, type RoadMoney, type Walk, walkStep } from './seed-road.ts';

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
 * called in production. Every step is a command a person's tap runs (seed-road.ts), each at its own
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
