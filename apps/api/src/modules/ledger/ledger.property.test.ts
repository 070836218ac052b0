import { dhakaDate } from '@desh/shared';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cashHandovers,
  hubRemittances,
  ledgerLines,
  parcels as parcelsTable,
} from '../../db/schema/index.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { ledgerApi, newKey } from '../../test/ledger-steps.ts';
import { hubStaffAt, riderAt, useDemoNetwork, walkBackToOrigin } from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';

/**
 * Random sequences of bookings, deliveries, partial deliveries, failures (refusals send parcels back),
 * returns handed back with their return charge, handovers (at the office or at the rider's
 * hub), hubs' remittances to head office, payouts and corrections, run through the real routes. Afterwards every entry balances, and every balance the API derives equals
 * both a model replayed from the operations and a plain sum over the raw ledger lines.
 */

const ctx = useTestContext();
const api = ledgerApi(ctx);
let admin: SignedIn;
/** Rider 0 works from Rangpur, rider 1 from Sylhet; each hub has an operator and a manager. */
const hubIds = ['rng', 'syl'] as const;
let operators: SignedIn[];
let managers: SignedIn[];

beforeAll(async () => {
  await useDemoNetwork(ctx);
  admin = await loginAs(ctx, 'admin');
  operators = [await hubStaffAt(ctx, 'rng'), await hubStaffAt(ctx, 'syl')];
  managers = [await hubStaffAt(ctx, 'rng', 'manager'), await hubStaffAt(ctx, 'syl', 'manager')];
});

const pair = fc.constantFrom(0, 1);
/** A percentage of what the holder has. */
const share = fc.integer({ min: 1, max: 100 });
/** Cash handed in (a rider's handover, a hub's remittance): a share, counted short by up to 20 taka. */
const handedIn = { percent: share, shortPoisha: fc.integer({ min: 0, max: 2_000 }) };
// Hub cash needs a delivery and a count at the hub before a remittance: those come more often.
const operation = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('book' as const),
      merchant: pair,
      rider: pair,
      method: fc.constantFrom('cod' as const, 'prepaid' as const),
      feePoisha: fc.integer({ min: 100, max: 50_000 }),
      codPoisha: fc.integer({ min: 0, max: 500_000 }),
      returnChargePoisha: fc.constantFrom(0, 2_500, 6_000),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('deliver' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('partial' as const),
      pick: fc.nat(),
      percent: fc.integer({ min: 0, max: 99 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('fail' as const),
      pick: fc.nat(),
      refused: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('returnBack' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('handover' as const), rider: pair, ...handedIn }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('hubHandover' as const), rider: pair, ...handedIn }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('remit' as const), hub: pair, ...handedIn }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('payout' as const),
      merchant: pair,
      percent: share,
      method: fc.constantFrom('bkash' as const, 'nagad' as const, 'bank' as const, 'cash' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('reverse' as const), pick: fc.nat() }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** What each operation does to the balances, in the model's own terms (not the posting code's). */
interface Effect {
  riderCash: [number, number];
  receivable: [number, number];
  payable: [number, number];
  /** Hub i is the hub of rider i. */
  hubCash: [number, number];
  hubReceivable: [number, number];
  fees: number;
  officeCash: number;
  clearing: number;
  cod: number;
}
const noEffect = (): Effect => ({
  riderCash: [0, 0],
  receivable: [0, 0],
  payable: [0, 0],
  hubCash: [0, 0],
  hubReceivable: [0, 0],
  fees: 0,
  officeCash: 0,
  clearing: 0,
  cod: 0,
});
/** Cash counted at head office: what was declared leaves the holder's cash, a shortfall is what they owe. */
function countedAtOffice(
  cash: 'riderCash' | 'hubCash',
  owed: 'receivable' | 'hubReceivable',
  holder: 0 | 1,
  declared: number,
  counted: number,
): Effect {
  const effect = noEffect();
  effect[cash][holder] = -declared;
  effect[owed][holder] = declared - counted;
  effect.officeCash = counted;
  return effect;
}

function apply(model: Effect, effect: Effect, sign: 1 | -1): void {
  for (const i of [0, 1] as const) {
    model.riderCash[i] += sign * effect.riderCash[i];
    model.receivable[i] += sign * effect.receivable[i];
    model.payable[i] += sign * effect.payable[i];
    model.hubCash[i] += sign * effect.hubCash[i];
    model.hubReceivable[i] += sign * effect.hubReceivable[i];
  }
  model.fees += sign * effect.fees;
  model.officeCash += sign * effect.officeCash;
  model.clearing += sign * effect.clearing;
  model.cod += sign * effect.cod;
}

async function rawBalance(kind: string, owner = ''): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${ledgerLines.amountPoisha}), 0)` })
    .from(ledgerLines)
    .where(sql`${ledgerLines.accountKind} = ${kind} and ${ledgerLines.accountOwner} = ${owner}`);
  return Number(row?.total ?? 0);
}

/** The journal entry a confirmed handover or remittance posted. */
async function postedEntryId(
  table: typeof cashHandovers | typeof hubRemittances,
  id: string,
): Promise<number> {
  const [stored] = await ctx.db.select({ entryId: table.entryId }).from(table).where(eq(table.id, id));
  return stored?.entryId ?? 0;
}

async function run(operations: Operation[]): Promise<void> {
  const merchants: SignedIn[] = [await signUp(ctx.app), await signUp(ctx.app)];
  const riders: TestRider[] = [
    await riderAt(ctx, admin, 'rng', 'Property Rider A'),
    await riderAt(ctx, admin, 'syl', 'Property Rider B'),
  ];
  // Takes returns back to their merchants from their origin hub (whose rider they become).
  const returnRider = await riderAt(ctx, admin, 'rng', 'Property Return Rider');
  const baseline = await api.summary(admin);
  const hubCash = async (i: 0 | 1) =>
    (await api.call(managers[i] as SignedIn, 'GET', `/api/ledger/hubs/${hubIds[i]}/cash`)).json();
  const hubBaseline = [await hubCash(0), await hubCash(1)];
  const model = noEffect();
  const parcels: Array<{
    id: string;
    merchant: 0 | 1;
    rider: 0 | 1;
    method: 'cod' | 'prepaid';
    fee: number;
    cod: number;
    returnCharge: number;
    status: string;
  }> = [];
  const reversible: Array<{ entryId: number; effect: Effect }> = [];

  const post = async (entryId: number, effect: Effect) => {
    apply(model, effect, 1);
    reversible.push({ entryId, effect });
  };

  for (const op of operations) {
    if (op.type === 'book') {
      const cod = op.method === 'cod' ? op.codPoisha : 0;
      const row = await insertParcel(ctx.db, merchants[op.merchant] as SignedIn, {
        status: 'out_for_delivery',
        receiverPhone: null,
        riderId: riders[op.rider]?.riderId,
        paymentMethod: op.method,
        deliveryFeePoisha: op.feePoisha,
        codAmountPoisha: cod,
        returnChargePoisha: op.returnChargePoisha,
      });
      parcels.push({
        id: row.id,
        merchant: op.merchant,
        rider: op.rider,
        method: op.method,
        fee: op.feePoisha,
        cod,
        returnCharge: op.returnChargePoisha,
        status: 'out_for_delivery',
      });
    } else if (op.type === 'partial') {
      const open = parcels.filter((parcel) => parcel.status === 'out_for_delivery');
      const parcel = open[op.pick % Math.max(open.length, 1)];
      if (!parcel) continue;
      const due = parcel.method === 'cod' ? parcel.fee + parcel.cod : 0;
      const collected = Math.floor((due * op.percent) / 100);
      const rider = riders[parcel.rider] as TestRider;
      const photoId = await api.photo(parcel.id);
      const response = await api.call(rider, 'POST', `/api/deliveries/${parcel.id}/partial`, {
        photoId,
        receiverName: 'Salma Akter',
        cashCollected: collected,
        itemsKeptCount: 1,
        reason: 'changed_mind',
      });
      expect(response.statusCode, response.body).toBe(200);
      parcel.status = 'partially_delivered';
      // The rest comes back as a parcel of its own, carrying the same return charge.
      const [leg] = await ctx.db
        .select()
        .from(parcelsTable)
        .where(eq(parcelsTable.returnOfParcelId, parcel.id));
      if (!leg) throw new Error('partial delivery without a return parcel');
      parcels.push({ ...parcel, id: leg.id, fee: 0, cod: 0, status: 'returning' });
      const [entry] = await api.entryOfParcel(parcel.id);
      if (!entry) throw new Error('partial delivery without an entry');
      const effect = noEffect();
      effect.riderCash[parcel.rider] = collected;
      effect.cod = collected;
      effect.payable[parcel.merchant] = collected - parcel.fee;
      effect.fees = parcel.fee;
      await post(entry.id, effect);
    } else if (op.type === 'returnBack') {
      const back = parcels.filter((parcel) => parcel.status === 'returning');
      const parcel = back[op.pick % Math.max(back.length, 1)];
      if (!parcel) continue;
      const merchant = merchants[parcel.merchant] as SignedIn;
      // A return is closed only at its origin: it travels back there first (issue 61 item 3).
      await walkBackToOrigin(ctx, returnRider, parcel.id);
      const url = `/api/deliveries/${parcel.id}/returned`;
      const headers = { ...merchant.headers, 'idempotency-key': `back-${parcel.id}` };
      const first = await ctx.app.inject({ method: 'POST', url, headers, payload: {} });
      expect(first.statusCode, first.body).toBe(200);
      // The phone (or the merchant's double tap) sends it again: nothing more is charged.
      const again = await ctx.app.inject({ method: 'POST', url, headers, payload: {} });
      expect(again.statusCode, again.body).toBe(200);
      parcel.status = 'returned';
      const entries = await api.entryOfParcel(parcel.id);
      expect(entries).toHaveLength(parcel.returnCharge > 0 ? 1 : 0);
      const [entry] = entries;
      if (!entry) continue;
      const effect = noEffect();
      effect.payable[parcel.merchant] = -parcel.returnCharge;
      effect.fees = parcel.returnCharge;
      await post(entry.id, effect);
    } else if (op.type === 'deliver' || op.type === 'fail') {
      const open = parcels.filter((parcel) => parcel.status === 'out_for_delivery');
      const parcel = open[op.pick % Math.max(open.length, 1)];
      if (!parcel) continue;
      const rider = riders[parcel.rider] as TestRider;
      if (op.type === 'deliver') {
        await api.complete(rider, {
          id: parcel.id,
          paymentMethod: parcel.method,
          deliveryFeePoisha: parcel.fee,
          codAmountPoisha: parcel.cod,
        });
        parcel.status = 'delivered';
      } else {
        const response = await api.call(rider, 'POST', `/api/deliveries/${parcel.id}/attempts`, {
          reason: op.refused ? 'refused' : 'wrong_address',
        });
        expect(response.statusCode, response.body).toBe(200);
        parcel.status = response.json().status;
      }
      if (op.type === 'fail') continue;
      const [entry] = await api.entryOfParcel(parcel.id);
      if (!entry) throw new Error('delivery without an entry');
      const effect = noEffect();
      if (parcel.method === 'cod') {
        effect.riderCash[parcel.rider] = parcel.fee + parcel.cod;
        effect.cod = parcel.fee + parcel.cod;
        effect.payable[parcel.merchant] = parcel.cod;
      } else {
        effect.payable[parcel.merchant] = -parcel.fee;
      }
      effect.fees = parcel.fee;
      await post(entry.id, effect);
    } else if (op.type === 'handover') {
      const declared = Math.floor((model.riderCash[op.rider] * op.percent) / 100);
      if (declared <= 0) continue;
      const counted = Math.max(0, declared - op.shortPoisha);
      const rider = riders[op.rider] as TestRider;
      const handover = await api.declare(rider, declared);
      expect(handover.statusCode, handover.body).toBe(201);
      const confirmed = await api.confirm(admin, handover.json().id, counted, { shortageConfirmed: true });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const effect = countedAtOffice('riderCash', 'receivable', op.rider, declared, counted);
      await post(await postedEntryId(cashHandovers, handover.json().id), effect);
    } else if (op.type === 'hubHandover') {
      const declared = Math.floor((model.riderCash[op.rider] * op.percent) / 100);
      if (declared <= 0) continue;
      const counted = Math.max(0, declared - op.shortPoisha);
      const handover = await api.declare(riders[op.rider] as TestRider, declared);
      expect(handover.statusCode, handover.body).toBe(201);
      const id = handover.json().id;
      // Only the rider's own hub counts it.
      const elsewhere = operators[1 - op.rider] as SignedIn;
      expect(
        (
          await api.call(elsewhere, 'POST', `/api/ledger/hubs/${hubIds[op.rider]}/handovers/${id}/confirm`, {
            countedPoisha: counted,
          })
        ).statusCode,
      ).toBe(403);
      const confirmed = await api.call(
        operators[op.rider] as SignedIn,
        'POST',
        `/api/ledger/hubs/${hubIds[op.rider]}/handovers/${id}/confirm`,
        { countedPoisha: counted, shortageConfirmed: true },
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const effect = noEffect();
      effect.riderCash[op.rider] = -declared;
      effect.receivable[op.rider] = declared - counted;
      effect.hubCash[op.rider] = counted;
      await post(await postedEntryId(cashHandovers, id), effect);
    } else if (op.type === 'remit') {
      const manager = managers[op.hub] as SignedIn;
      const url = `/api/ledger/hubs/${hubIds[op.hub]}/remittances`;
      const held = hubBaseline[op.hub].cashPoisha + model.hubCash[op.hub];
      const over = await api.call(manager, 'POST', url, {
        amountPoisha: Math.max(held, 0) + 1,
        reference: 'DEP-OVER',
        idempotencyKey: newKey(),
      });
      expect(over.statusCode, over.body).toBe(400);
      const declared = Math.floor((held * op.percent) / 100);
      if (declared <= 0) continue;
      const counted = Math.max(0, declared - op.shortPoisha);
      const remitted = await api.call(manager, 'POST', url, {
        amountPoisha: declared,
        reference: 'DEP-1',
        idempotencyKey: newKey(),
      });
      expect(remitted.statusCode, remitted.body).toBe(201);
      const confirmed = await api.call(
        admin,
        'POST',
        `/api/ledger/remittances/${remitted.json().id}/confirm`,
        {
          countedPoisha: counted,
        },
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const effect = countedAtOffice('hubCash', 'hubReceivable', op.hub, declared, counted);
      await post(await postedEntryId(hubRemittances, remitted.json().id), effect);
    } else if (op.type === 'payout') {
      const payable = model.payable[op.merchant];
      const merchant = merchants[op.merchant] as SignedIn;
      expect(
        (await api.payout(admin, merchant.userId, Math.max(payable, 0) + 1, { method: op.method }))
          .statusCode,
      ).toBe(400);
      const amount = Math.floor((payable * op.percent) / 100);
      if (amount <= 0) continue;
      const paid = await api.payout(admin, merchant.userId, amount, { method: op.method });
      expect(paid.statusCode, paid.body).toBe(201);
      const effect = noEffect();
      effect.payable[op.merchant] = -amount;
      if (op.method === 'cash') effect.officeCash = -amount;
      else effect.clearing = amount;
      await post(paid.json().entryId, effect);
    } else {
      const target = reversible[op.pick % Math.max(reversible.length, 1)];
      if (!target) continue;
      reversible.splice(reversible.indexOf(target), 1);
      // A reversal that would leave a merchant owing the company needs the admin's reason.
      const leavesNegative = [0, 1].some(
        (i) =>
          (target.effect.payable[i] ?? 0) > 0 &&
          (model.payable[i] ?? 0) - (target.effect.payable[i] ?? 0) < 0,
      );
      let reversed = await api.reverse(admin, target.entryId);
      if (leavesNegative) {
        expect(reversed.statusCode, reversed.body).toBe(409);
        expect(reversed.json().error.code).toBe('NEGATIVE_PAYABLE_REASON_REQUIRED');
        reversed = await api.reverse(admin, target.entryId, 'Posted by mistake', 'Goods came back damaged');
      }
      expect(reversed.statusCode, reversed.body).toBe(201);
      apply(model, target.effect, -1);
    }
  }

  const unbalanced = await ctx.db
    .select({ entryId: ledgerLines.entryId })
    .from(ledgerLines)
    .groupBy(ledgerLines.entryId)
    .having(sql`sum(${ledgerLines.amountPoisha}) <> 0`);
  expect(unbalanced).toEqual([]);

  for (const i of [0, 1] as const) {
    const rider = riders[i] as TestRider;
    const cash = await api.riderCash(rider);
    expect(cash.cashInHandPoisha).toBe(model.riderCash[i]);
    expect(cash.receivablePoisha).toBe(model.receivable[i]);
    expect(await rawBalance('rider_cash', rider.riderId)).toBe(model.riderCash[i]);
    const merchant = merchants[i] as SignedIn;
    const overview = await api.overview(merchant);
    expect(overview.balance.payablePoisha).toBe(model.payable[i]);
    expect(0 - (await rawBalance('merchant_payable', merchant.userId))).toBe(model.payable[i]);
    // The statement's closing balance over today is the same payable, rebuilt line by line.
    const today = dhakaDate();
    const statement = (
      await api.call(merchant, 'GET', `/api/payments/statement?from=${today}&to=${today}`)
    ).json();
    expect(statement.closingPoisha).toBe(model.payable[i]);
  }
  for (const i of [0, 1] as const) {
    const cash = await hubCash(i);
    expect(cash.cashPoisha - hubBaseline[i].cashPoisha).toBe(model.hubCash[i]);
    expect(cash.receivablePoisha - hubBaseline[i].receivablePoisha).toBe(model.hubReceivable[i]);
    expect(await rawBalance('hub_cash', hubIds[i])).toBe(cash.cashPoisha);
    expect(await rawBalance('hub_receivable', hubIds[i])).toBe(cash.receivablePoisha);
  }
  const summary = await api.summary(admin);
  expect(summary.hubsCashPoisha - baseline.hubsCashPoisha).toBe(model.hubCash[0] + model.hubCash[1]);
  expect(summary.hubsReceivablePoisha - baseline.hubsReceivablePoisha).toBe(
    model.hubReceivable[0] + model.hubReceivable[1],
  );
  // The company-wide books: every account summed with its sign is zero.
  expect(summary.booksSumPoisha).toBe(0);
  const [everything] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${ledgerLines.amountPoisha}), 0)` })
    .from(ledgerLines);
  expect(Number(everything?.total)).toBe(0);
  expect(summary.feeRevenuePoisha - baseline.feeRevenuePoisha).toBe(model.fees);
  expect(summary.officeCashPoisha - baseline.officeCashPoisha).toBe(model.officeCash);
  expect(summary.payoutsClearingPoisha - baseline.payoutsClearingPoisha).toBe(model.clearing);
  expect(summary.codCollectedPoisha - baseline.codCollectedPoisha).toBe(model.cod);
  expect(summary.ridersCashPoisha - baseline.ridersCashPoisha).toBe(model.riderCash[0] + model.riderCash[1]);
  expect(summary.merchantsPayablePoisha - baseline.merchantsPayablePoisha).toBe(
    model.payable[0] + model.payable[1],
  );
  expect(0 - (await rawBalance('fee_revenue'))).toBe(summary.feeRevenuePoisha);
  expect(await rawBalance('office_cash')).toBe(summary.officeCashPoisha);
  // Statements find a merchant's lines through their entries (balances.repository): every line on a
  // merchant's account is in an entry that names that merchant.
  const strays = await ctx.db.execute(sql`select l.id from ${ledgerLines} l
    join ledger_entries e on e.id = l.entry_id
    where l.account_kind = 'merchant_payable' and e.merchant_id is distinct from l.account_owner`);
  expect((strays as unknown as { rows: unknown[] }).rows).toEqual([]);
}

describe('the ledger under random business', () => {
  it('stays balanced and every derived balance equals a recomputation', async () => {
    await fc.assert(fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 18 }), run), {
      numRuns: 8,
      endOnFailure: true,
    });
  }, 240_000);
});
