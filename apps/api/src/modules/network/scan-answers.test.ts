import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { networkExceptions, parcelCustody, scanEvents } from '../../db/schema/index.ts';
import { post } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import {
  hubStaffAt,
  labelBarcode,
  pickedUpBy,
  riderAt,
  scan,
  sendBag,
  useDemoNetwork,
} from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';

/** Issue 61, items 5 and 9: whose a scan ID is, and what a scan's answers and refusals say. */

const ctx = useTestContext();

let admin: SignedIn;
let merchant: SignedIn;
let mirpurOperator: SignedIn;
let sortingOperator: SignedIn;
let rangpurOperator: SignedIn;
let boguraOperator: SignedIn;
let sylhetOperator: SignedIn;
let mirpurRider: TestRider;
let boguraRider: TestRider;

beforeAll(async () => {
  await useDemoNetwork(ctx);
  admin = await loginAs(ctx, 'admin');
  merchant = await loginAs(ctx, 'customer', 'Mirpur Shop');
  mirpurOperator = await hubStaffAt(ctx, 'dhk-mir');
  sortingOperator = await hubStaffAt(ctx, 'dhk-sc');
  rangpurOperator = await hubStaffAt(ctx, 'rng');
  boguraOperator = await hubStaffAt(ctx, 'bog');
  sylhetOperator = await hubStaffAt(ctx, 'syl');
  mirpurRider = await riderAt(ctx, admin, 'dhk-mir', 'Mirpur Rider');
  boguraRider = await riderAt(ctx, admin, 'bog', 'Bogura Rider');
});

/** A Mirpur → Rangpur parcel with the Mirpur rider, picked up. */
const pickedUpInMirpur = () => pickedUpBy(ctx, { merchant, admin, rider: mirpurRider });

/** A Mirpur → Rangpur parcel received at Mirpur hub. */
async function atMirpurHub() {
  const parcel = await pickedUpInMirpur();
  expect((await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(200);
  return parcel;
}

const custodyOf = async (parcelId: string) =>
  (await ctx.db.select().from(parcelCustody).where(eq(parcelCustody.parcelId, parcelId)))[0];

const exceptionsOf = (parcelId: string) =>
  ctx.db.select().from(networkExceptions).where(eq(networkExceptions.parcelId, parcelId));

describe('a scan ID belongs to the scan that first used it', () => {
  it('refuses Mirpur’s scan ID replayed by Bogura for another parcel, telling nothing of the first', async () => {
    const mirpurs = await pickedUpInMirpur();
    const scanId = crypto.randomUUID();
    const first = await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', mirpurs.trackingId, { scanId });
    expect(first.json()).toMatchObject({ result: 'received', repeated: false });

    // Bogura's own pickup rider hands in Bogura's parcel, and the phone sends Mirpur's scan ID with it.
    const boguras = await pickedUpBy(
      ctx,
      { merchant, admin, rider: boguraRider },
      { pickupDistrict: 'bogura', pickupUpazila: null },
    );
    const replayed = await scan(ctx, boguraOperator, 'bog', 'receive', boguras.trackingId, { scanId });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toEqual({
      error: {
        code: 'SCAN_ID_TAKEN',
        message: 'This scan’s ID was already used for another scan. Scan the label again.',
      },
    });
    for (const secret of [mirpurs.trackingId, mirpurs.id, 'Mirpur', 'DHK-MIR', String(first.json().eventId)])
      expect(replayed.body).not.toContain(secret);
    // Nothing of Bogura's handover was taken for done: the rider still holds it, and no event claims it.
    expect(await custodyOf(boguras.id)).toMatchObject({ holderKind: 'rider', riderId: boguraRider.riderId });
    const events = await ctx.db.select().from(scanEvents).where(eq(scanEvents.scanKey, scanId));
    expect(events.map((event) => [event.parcelId, event.hubId])).toEqual([[mirpurs.id, 'dhk-mir']]);

    // Scanned again (a new scan ID), the handover is recorded.
    const again = await scan(ctx, boguraOperator, 'bog', 'receive', boguras.trackingId);
    expect(again.json()).toMatchObject({ result: 'received', repeated: false });
    expect(await custodyOf(boguras.id)).toMatchObject({ holderKind: 'hub', hubId: 'bog' });
  });

  it('replays the first answer to the same person sending the same scan again, and refuses every other reuse', async () => {
    const parcel = await pickedUpInMirpur();
    const scanId = crypto.randomUUID();
    const first = await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId, { scanId });
    expect(first.statusCode).toBe(200);
    const retry = await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId, { scanId });
    expect(retry.json()).toMatchObject({
      result: 'received',
      repeated: true,
      eventId: first.json().eventId,
      parcel: { trackingId: parcel.trackingId },
    });

    const taken = (answer: Awaited<ReturnType<typeof scan>>) => {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe('SCAN_ID_TAKEN');
    };
    // Another operator of the same hub, for the same parcel.
    const colleague = await hubStaffAt(ctx, 'dhk-mir');
    taken(await scan(ctx, colleague, 'dhk-mir', 'receive', parcel.trackingId, { scanId }));
    // The same operator, for another parcel.
    const other = await pickedUpInMirpur();
    taken(await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', other.trackingId, { scanId }));
    expect(await custodyOf(other.id)).toMatchObject({ holderKind: 'rider' });
    // The same operator and parcel, doing something else.
    const opened = await post(ctx, mirpurOperator, '/api/network/hubs/dhk-mir/bags', {
      destinationHubId: 'dhk-sc',
    });
    const bagId = opened.json().id as string;
    taken(await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', parcel.trackingId, { scanId, bagId }));
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'hub', hubId: 'dhk-mir' });
  });
});

describe('what a scan’s answers and refusals say', () => {
  it('takes in a missing parcel found at its own destination as arrived there, not misrouted', async () => {
    // Lost out of the bag from the sorting centre to Rangpur, found at Rangpur.
    const lostOnTheLastLeg = await atMirpurHub();
    const first = await sendBag(ctx, mirpurOperator, 'dhk-mir', 'dhk-sc', [lostOnTheLastLeg.trackingId]);
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive_bag', first.bagCode);
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive', lostOnTheLastLeg.trackingId);
    const last = await sendBag(ctx, sortingOperator, 'dhk-sc', 'rng', [lostOnTheLastLeg.trackingId]);
    await scan(ctx, rangpurOperator, 'rng', 'receive_bag', last.bagCode);
    const checked = await post(ctx, rangpurOperator, `/api/network/bags/${last.bagId}/reconcile`);
    expect(checked.json().missing).toHaveLength(1);
    const found = await scan(ctx, rangpurOperator, 'rng', 'receive', lostOnTheLastLeg.trackingId);
    expect(found.json()).toMatchObject({ result: 'received_from_bag', repeated: false });

    // Lost out of the bag from Mirpur to the sorting centre, turned up at Rangpur all the same.
    const lostOnTheFirstLeg = await atMirpurHub();
    const bag = await sendBag(ctx, mirpurOperator, 'dhk-mir', 'dhk-sc', [lostOnTheFirstLeg.trackingId]);
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive_bag', bag.bagCode);
    await post(ctx, sortingOperator, `/api/network/bags/${bag.bagId}/reconcile`);
    // Not expected at Rangpur: taken only with its label's code (a typed ID is refused there).
    const typed = await scan(ctx, rangpurOperator, 'rng', 'receive', lostOnTheFirstLeg.trackingId);
    expect(typed.json().error.code).toBe('SCAN_TYPED_NOT_EXPECTED');
    const label = await labelBarcode(ctx, merchant, lostOnTheFirstLeg.id);
    const turnedUp = await scan(ctx, rangpurOperator, 'rng', 'receive', label);
    expect(turnedUp.json()).toMatchObject({ result: 'received', repeated: false });

    for (const parcel of [lostOnTheLastLeg, lostOnTheFirstLeg]) {
      const exceptions = await exceptionsOf(parcel.id);
      expect(exceptions.map((row) => [row.kind, row.status])).toEqual([['missing', 'resolved']]);
      expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'hub', hubId: 'rng' });
    }
  });

  it('names a bag by its code in every exception', async () => {
    const kept = await atMirpurHub();
    const strayed = await atMirpurHub();
    const { bagId, bagCode } = await sendBag(ctx, mirpurOperator, 'dhk-mir', 'dhk-sc', [
      kept.trackingId,
      strayed.trackingId,
    ]);
    // One parcel of the bag turns up at Sylhet: misrouted, out of the bag.
    const misrouted = await scan(
      ctx,
      sylhetOperator,
      'syl',
      'receive',
      await labelBarcode(ctx, merchant, strayed.id),
    );
    expect(misrouted.json()).toMatchObject({ result: 'received_misrouted' });
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive_bag', bagCode);
    await post(ctx, sortingOperator, `/api/network/bags/${bagId}/reconcile`);
    const [strayedException] = await exceptionsOf(strayed.id);
    const [keptException] = await exceptionsOf(kept.id);
    expect(strayedException).toMatchObject({ kind: 'misrouted', lastHolder: `bag:${bagCode}`, bagId });
    expect(keptException).toMatchObject({ kind: 'missing', lastHolder: `bag:${bagCode}`, bagId });
  });

  it('refuses to bag or hand out a parcel this hub does not hold, saying where it is', async () => {
    const refusal = async (answer: Awaited<ReturnType<typeof scan>>) => {
      expect(answer.statusCode).toBe(409);
      return answer.json().error as { code: string; message: string; params?: Record<string, string> };
    };
    const openBag = async (hubId: string, destinationHubId: string) =>
      (await post(ctx, admin, `/api/network/hubs/${hubId}/bags`, { destinationHubId })).json().id as string;
    const mirpurBag = await openBag('dhk-mir', 'dhk-sc');

    // Still with its pickup rider.
    const withRider = await pickedUpInMirpur();
    expect(
      await refusal(
        await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', withRider.trackingId, { bagId: mirpurBag }),
      ),
    ).toMatchObject({
      code: 'SCAN_WITH_RIDER',
      message: 'This parcel is still with its rider: the rider must hand it in at this hub first.',
    });
    expect(
      await refusal(await scan(ctx, mirpurOperator, 'dhk-mir', 'handout', withRider.trackingId)),
    ).toMatchObject({ code: 'SCAN_WITH_RIDER' });

    // In a bag going out of this hub.
    const bagged = await atMirpurHub();
    const firstBag = await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', bagged.trackingId, {
      bagId: mirpurBag,
    });
    const bagCode = firstBag.json().bag.code as string;
    const secondBag = await openBag('dhk-mir', 'dhk-sc');
    expect(
      await refusal(
        await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', bagged.trackingId, { bagId: secondBag }),
      ),
    ).toMatchObject({
      code: 'SCAN_IN_OUTGOING_BAG',
      message: `This parcel is already in bag ${bagCode}, going out from this hub.`,
      params: { bag: bagCode },
    });

    // In a bag on its way to the sorting centre, then arrived there.
    const travelling = await atMirpurHub();
    const sent = await sendBag(ctx, mirpurOperator, 'dhk-mir', 'dhk-sc', [travelling.trackingId]);
    const sortingBag = await openBag('dhk-sc', 'rng');
    expect(
      await refusal(
        await scan(ctx, sortingOperator, 'dhk-sc', 'bag', travelling.trackingId, { bagId: sortingBag }),
      ),
    ).toMatchObject({ code: 'SCAN_BAG_NOT_RECEIVED', params: { bag: sent.bagCode } });
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive_bag', sent.bagCode);
    expect(
      await refusal(
        await scan(ctx, sortingOperator, 'dhk-sc', 'bag', travelling.trackingId, { bagId: sortingBag }),
      ),
    ).toMatchObject({
      code: 'SCAN_IN_ARRIVED_BAG',
      message: `This parcel is in bag ${sent.bagCode}, which arrived here: receive it from the bag first.`,
    });

    // At another hub.
    const atMirpur = await atMirpurHub();
    expect(
      await refusal(
        await scan(ctx, sortingOperator, 'dhk-sc', 'bag', atMirpur.trackingId, { bagId: sortingBag }),
      ),
    ).toMatchObject({
      code: 'SCAN_AT_OTHER_HUB',
      message: 'This parcel was last received at Mirpur hub: receive it here first.',
      params: { hub: 'Mirpur', hubBn: 'মিরপুর' },
    });
  });

  it('names a finished parcel’s status by its name, for the page to word it', async () => {
    for (const status of ['delivered', 'returned'] as const) {
      const parcel = await insertParcel(ctx.db, merchant, {
        pickupDistrict: 'dhaka',
        pickupUpazila: 'mirpur',
        status,
      });
      const refused = await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'SCAN_PARCEL_FINISHED', params: { status } });
    }
  });

  it('answers a parcel bagged again with the bag’s code, sent anew or replayed', async () => {
    const parcel = await atMirpurHub();
    const opened = await post(ctx, mirpurOperator, '/api/network/hubs/dhk-mir/bags', {
      destinationHubId: 'dhk-sc',
    });
    const { id: bagId, code } = opened.json() as { id: string; code: string };
    const scanId = crypto.randomUUID();
    const first = await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', parcel.trackingId, { bagId, scanId });
    expect(first.json()).toMatchObject({ result: 'bagged', repeated: false, bag: { code, parcelCount: 1 } });
    const anew = await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', parcel.trackingId, { bagId });
    expect(anew.json()).toMatchObject({ result: 'bagged', repeated: true, bag: { code, parcelCount: 1 } });
    const replayed = await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', parcel.trackingId, { bagId, scanId });
    expect(replayed.json()).toMatchObject({
      result: 'bagged',
      repeated: true,
      bag: { code, parcelCount: 1 },
    });
  });
});

describe('an offline scan’s time', () => {
  it('is never before the parcel’s last handover: a phone 6.9 days behind is put just after it', async () => {
    const parcel = await pickedUpInMirpur();
    const pickedUp = await custodyOf(parcel.id);
    const sixPointNineDaysAgo = new Date(Date.now() - 6.9 * 24 * 60 * 60_000).toISOString();
    const received = await post(ctx, mirpurOperator, '/api/network/hubs/dhk-mir/scans', {
      code: parcel.trackingId,
      action: 'receive',
      scanId: crypto.randomUUID(),
      scannedAt: sixPointNineDaysAgo,
    });
    expect(received.json()).toMatchObject({ result: 'received' });
    const [receipt] = await ctx.db
      .select()
      .from(scanEvents)
      .where(eq(scanEvents.id, received.json().eventId as number));
    expect(receipt?.scannedAt.getTime()).toBe((pickedUp?.since.getTime() ?? 0) + 1);
    const tracked = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    const [atHub] = tracked.json().milestones as { at: string }[];
    expect(Date.parse(atHub?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(tracked.json().bookingTime));
  });
});

describe('public tracking after a trip or a scan', () => {
  it('shows the new place at once, long before its cached copy would expire', async () => {
    expect(ctx.env.TRACK_CACHE_MS).toBe(5000);
    const parcel = await atMirpurHub();
    // An address of its own: the polls must not eat into the other tests' rate limit.
    const milestones = async () => {
      const tracked = await ctx.app.inject({
        method: 'GET',
        url: `/api/track/${parcel.trackingId}`,
        remoteAddress: '198.51.100.61',
      });
      return (tracked.json().milestones as { kind: string; hub: { code: string } }[]).map(
        (m) => `${m.kind} ${m.hub.code}`,
      );
    };
    /** Polls a few times a second for at most 2 s (the cache keeps a copy 5 s): true once it shows. */
    const showsWithin2s = async (milestone: string) => {
      for (const until = Date.now() + 2_000; Date.now() < until; ) {
        if ((await milestones()).includes(milestone)) return true;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    };
    expect(await milestones()).toEqual(['at_hub DHK-MIR']);
    const { bagCode } = await sendBag(ctx, mirpurOperator, 'dhk-mir', 'dhk-sc', [parcel.trackingId]);
    expect(await showsWithin2s('on_the_way DHK-SC')).toBe(true);
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive_bag', bagCode);
    const out = await scan(ctx, sortingOperator, 'dhk-sc', 'receive', parcel.trackingId);
    expect(out.json().result).toBe('received_from_bag');
    expect(await showsWithin2s('at_hub DHK-SC')).toBe(true);
  });
});
