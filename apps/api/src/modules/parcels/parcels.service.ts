import crypto from 'node:crypto';
import {
  type CodMode,
  type CreateParcelInput,
  hasParcelFilters,
  normalizeBdMobile,
  type Parcel,
  parcelStatusLabels,
  poishaToTaka,
  type Store,
  takaToPoisha,
} from '@desh/shared';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { transaction, transactionAfter } from '../../db/transactions.ts';
import { commandTime } from '../../lib/action-time.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { LabelCodes } from '../../lib/label-code.ts';
import { roleOf } from '../../lib/role-of.ts';
import { startReceiverLink } from '../receivers/receiver-links.service.ts';
import { riderIdsOf } from '../riders/riders.service.ts';
import { queueSms } from '../sms/sms.service.ts';
import { getOwnStore } from '../stores/stores.service.ts';
import { enqueueParcelChange } from '../webhooks/webhooks.service.ts';
import { amountToCollectPoisha, type ParcelCash } from './amount-to-collect.ts';
import { bookingPrice } from './booking-fee.ts';
import { recordParcelEvent } from './parcel-events.ts';
import { countFilteredParcels, listFilteredParcels } from './parcel-filters.repository.ts';
import { type ParcelRow, toParcel } from './parcel-mapper.ts';
import {
  type BookingValues,
  bookingEventAt,
  cancelPendingParcel,
  countParcelsBySenderEmail,
  findParcelByMerchantOrderId,
  findParcelLabelFacts,
  findParcelWithPeople,
  insertBookedParcel,
  listParcelsBySenderEmail,
} from './parcels.repository.ts';
import {
  type ParcelDetail,
  type ParcelLabel,
  type ParcelListQuery,
  totalCountCap,
} from './parcels.schemas.ts';
import { linkedParcelsOf } from './return-legs.ts';
import type { SenderCount } from './sender-counts.ts';
import type { SenderPages } from './sender-pages.ts';
import { formatTrackingId, takeTrackingMs } from './tracking-id.ts';

const emptyToNull = (value: string | undefined) => (value ? value : null);

export interface BookedParcel {
  parcel: Parcel;
  /** False when the merchant order ID was booked before: `parcel` is that first booking. */
  created: boolean;
}

/**
 * Books a parcel for the signed-in caller. Sender, status, booking time and tracking ID come from
 * the server; the fee is the quote's price for the route (`bookingPrice`), whatever number was sent. A merchant order
 * ID already booked by this sender returns the first parcel instead of a second one, even when both
 * requests arrive at once (the unique index decides).
 */
export async function createParcel(
  db: Db,
  caller: AuthSession,
  input: CreateParcelInput,
): Promise<BookedParcel> {
  const merchantOrderId = emptyToNull(input.merchantOrderId);
  if (merchantOrderId) {
    const existing = await findParcelByMerchantOrderId(db, caller.user.id, merchantOrderId);
    if (existing) return { parcel: toParcel(existing), created: false };
  }
  const store = input.storeId ? await bookingStore(db, caller.user.id, input.storeId) : undefined;
  // Booked from a store: its district and upazila stand in for the ones the booking leaves out.
  const pickupDistrict = emptyToNull(input.pickupDistrict) ?? store?.district ?? null;
  const pickupUpazila =
    emptyToNull(input.pickupUpazila) ?? (store && pickupDistrict === store.district ? store.upazila : null);
  const receiverPhone = input.receiverPhone ? normalizeBdMobile(input.receiverPhone) : null;
  const receiverLanguage = input.receiverLanguage ?? 'bn';
  const deliveryDistrict = emptyToNull(input.deliveryDistrict);
  const cash = bookingCash(input, store);
  const price = await bookingPrice(
    db,
    caller.user.id,
    { ...input, codAmount: poishaToTaka(cash.codAmountPoisha) },
    { pickupDistrict, deliveryDistrict },
    commandTime(),
  );
  const values: BookingValues & ParcelCash = {
    id: crypto.randomUUID(),
    parcelTitle: input.parcelTitle,
    receiverName: input.receiverName,
    receiverPhone,
    receiverLanguage,
    pickupAddress: input.pickupAddress,
    deliveryAddress: input.deliveryAddress,
    pickupDistrict,
    deliveryDistrict,
    pickupUpazila,
    deliveryUpazila: emptyToNull(input.deliveryUpazila),
    storeId: store?.id ?? null,
    parcelType: input.parcelType,
    deliveryFeePoisha: price.deliveryFeePoisha,
    feeBreakdown: price.feeBreakdown,
    returnChargePoisha: price.returnChargePoisha,
    promisedDate: price.priced.promisedDate,
    weightGrams: price.priced.weightGrams,
    deliveryType: price.priced.deliveryType,
    rateCardId: price.priced.rateCard?.id ?? null,
    paymentMethod: input.paymentMethod,
    codAmountPoisha: cash.codAmountPoisha,
    codMode: cash.codMode,
    merchantOrderId,
    // An exchange is the description of the old item to collect back; without the flag it is ignored.
    exchangeItem: input.exchange ? (input.exchangeItem ?? null) : null,
    senderId: caller.user.id,
    senderEmail: caller.user.email.toLowerCase(),
  };
  // The receiver's SMS says who sends it: the store, else the merchant's shop or name.
  const senderName = store?.name ?? caller.user.shopName ?? caller.user.name;
  // The tracking clock's next millisecond, in a statement of its own sent just before the transaction
  // begins: its row lock (every booking takes it) is held only while PostgreSQL runs that statement, never
  // across the booking's round trips. A booking that then fails leaves a gap, as the clock's milliseconds
  // always have. The booking time is that millisecond: the ID and the time always agree.
  const booked = await transactionAfter(db, takeTrackingMs, (tx, trackingMs) =>
    bookWithOutbox(tx, values, trackingMs, { id: caller.user.id, role: roleOf(caller) }, senderName),
  ).catch((error: unknown) => {
    if (error instanceof TransactionRollbackError) return undefined;
    throw error;
  });
  if (booked) return { parcel: toParcel(booked), created: true };
  // Lost the race to a concurrent booking of the same merchant order ID: answer with that one.
  const first = merchantOrderId
    ? await findParcelByMerchantOrderId(db, caller.user.id, merchantOrderId)
    : undefined;
  if (!first) throw new Error('parcel insert returned no row');
  return { parcel: toParcel(first), created: false };
}

/**
 * The booking's writes, in its transaction, each module writing its own tables: the parcel, its first
 * event and announcement (parcels); the merchant's webhooks (webhooks); and, when there is a number, the
 * receiver's private link (receivers) and the SMS that carries it (sms), all sent once it commits.
 * None waits for another's answer: everything they need is known before the first is sent (the first
 * event's time too, `bookingEventAt`), so they go out together on the transaction's connection
 * (node-postgres' pipelining, db/client.ts) and PostgreSQL runs them in the order they are called, the
 * parcel's first: one round trip instead of four. When the merchant order ID was booked before, the
 * parcel's statement writes nothing and the transaction is rolled back with what the others wrote.
 */
async function bookWithOutbox(
  tx: Tx,
  values: BookingValues & ParcelCash,
  trackingMs: number,
  actor: { id: string; role: string },
  senderName: string,
): Promise<ParcelRow> {
  const trackingId = formatTrackingId(trackingMs);
  const parcel = insertBookedParcel(tx, values, trackingMs, actor);
  const outbox: Promise<unknown>[] = [
    enqueueParcelChange(tx, {
      parcelId: values.id,
      trackingId,
      senderId: values.senderId,
      fromStatus: null,
      toStatus: 'pending',
      note: null,
      at: bookingEventAt(trackingMs),
      merchantOrderId: values.merchantOrderId ?? null,
    }),
  ];
  if (values.receiverPhone) {
    const link = startReceiverLink(tx, values.id);
    outbox.push(
      link.written,
      queueSms(tx, {
        to: values.receiverPhone,
        language: values.receiverLanguage ?? 'bn',
        message: {
          kind: 'booked',
          trackingId,
          receiverToken: link.token,
          from: senderName,
          toPayPoisha: amountToCollectPoisha(values),
        },
        parcelId: values.id,
      }),
    );
  }
  // Every write is answered before anything is decided, so none is left running when the transaction ends.
  const [booked, ...written] = await Promise.allSettled([parcel, ...outbox]);
  if (booked.status === 'rejected') throw booked.reason;
  if (!booked.value) tx.rollback();
  for (const write of written) if (write.status === 'rejected') throw write.reason;
  return booked.value;
}

/** The merchant's own store to book from; another's (or a deleted one) is a field error. */
/**
 * The booking's cash: its mode (named, else implied by the field it sent, else the store's default) and
 * the amount the shop entered for it, in poisha (nothing for prepaid).
 */
function bookingCash(
  input: CreateParcelInput,
  store: Store | undefined,
): { codMode: CodMode; codAmountPoisha: number } {
  // Nothing said: a booking from a store takes the store's default; one without keeps the old meaning
  // (the fee added for the receiver), so an old client's COD booking without an amount still collects it.
  const codMode: CodMode =
    input.codMode ??
    (input.amountToCollect !== undefined
      ? 'fee_from_payout'
      : input.codAmount !== undefined
        ? 'add_fee_to_receiver'
        : (store?.codMode ?? 'add_fee_to_receiver'));
  if (input.paymentMethod !== 'cod') return { codMode, codAmountPoisha: 0 };
  const taka = codMode === 'fee_from_payout' ? input.amountToCollect : input.codAmount;
  return { codMode, codAmountPoisha: takaToPoisha(taka ?? 0) };
}

async function bookingStore(db: Db, ownerId: string, storeId: string): Promise<Store> {
  try {
    return await getOwnStore(db, ownerId, storeId);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
    throw badRequest('Choose one of your stores.', { storeId: 'Choose one of your stores.' });
  }
}

export interface ParcelPage {
  parcels: Parcel[];
  page: number;
  limit: number;
  /** Exact up to `totalCountCap`; when `totalCapped`, there are at least this many. */
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
}

/** Whose parcels the caller may list: their own, or anyone's for an admin. */
export function listedSenderEmail(caller: AuthSession, requested: string | undefined): string {
  const own = caller.user.email.toLowerCase();
  const email = requested ?? own;
  if (email !== own && roleOf(caller) !== 'admin') {
    throw forbidden('You can only see your own parcels.');
  }
  return email;
}

/** A sender's parcels, newest first, optionally filtered: one's own, or anyone's for an admin. */
export async function listParcels(
  db: Db,
  caller: AuthSession,
  query: ParcelListQuery,
  countBySender: SenderCount = countParcelsBySenderEmail,
  pages?: SenderPages,
): Promise<ParcelPage> {
  const email = listedSenderEmail(caller, query.email);
  // Only the unfiltered pages (what dashboards and integrations poll) are kept in memory.
  if (hasParcelFilters(query)) return readSenderPage(db, email, query, filteredReads(query));
  const read = () =>
    readSenderPage(db, email, query, { page: listParcelsBySenderEmail, count: countBySender });
  return pages ? pages.load(email, query.page, query.limit, read) : read();
}

interface PageReads {
  page: (db: Db, email: string, page: { limit: number; offset: number }) => Promise<ParcelRow[]>;
  count: SenderCount;
}

const filteredReads = (filters: ParcelListQuery): PageReads => ({
  page: (db, email, page) => listFilteredParcels(db, email, filters, page),
  count: (db, email, cap) => countFilteredParcels(db, email, filters, cap),
});

async function readSenderPage(
  db: Db,
  email: string,
  query: ParcelListQuery,
  reads: PageReads,
): Promise<ParcelPage> {
  const offset = (query.page - 1) * query.limit;
  // Count one row past the page so "is there a next page" holds even past the cap.
  const cap = Math.max(totalCountCap, offset + query.limit + 1);
  const [rows, counted] = await Promise.all([
    reads.page(db, email, { limit: query.limit, offset }),
    reads.count(db, email, cap),
  ]);
  const totalCapped = counted >= cap;
  const total = totalCapped ? Math.min(counted, totalCountCap) : counted;
  return {
    parcels: rows.map(toParcel),
    page: query.page,
    limit: query.limit,
    total,
    totalCapped,
    hasMore: counted > offset + rows.length,
  };
}

/**
 * Who may read a parcel in full (its details, its notes): its sender, an admin, or the rider it is
 * assigned to, while they are a rider and the parcel is theirs (role and assignment as of now).
 */
export async function mayReadParcel(
  db: Db,
  caller: AuthSession,
  parcel: { senderId: string; riderId: string | null },
): Promise<boolean> {
  const { riderId } = parcel;
  return (
    parcel.senderId === caller.user.id ||
    roleOf(caller) === 'admin' ||
    (riderId !== null && (await riderIdsOf(db, caller)).includes(riderId))
  );
}

/** One parcel, for its sender, an admin, or the rider it is assigned to (with the sender's name for the label). */
export async function getParcel(db: Db, caller: AuthSession, id: string): Promise<ParcelDetail> {
  const found = await findParcelWithPeople(db, id);
  if (!found) throw notFound('No parcel has that ID.');
  if (!(await mayReadParcel(db, caller, found.parcel))) {
    throw forbidden('This parcel belongs to another customer.');
  }
  return {
    ...toParcel(found.parcel),
    senderName: found.senderName,
    linkedParcels: await linkedParcelsOf(db, found.parcel),
  };
}

/**
 * What a parcel's printed label carries beyond the parcel (who may read the parcel may print it: its
 * sender, an admin, the rider it is assigned to): the barcode with the label's check code, the store
 * as sender, the destination hub's sort code.
 */
export async function getParcelLabel(
  db: Db,
  labels: LabelCodes,
  caller: AuthSession,
  id: string,
): Promise<ParcelLabel> {
  const found = await findParcelLabelFacts(db, id);
  if (!found) throw notFound('No parcel has that ID.');
  if (!(await mayReadParcel(db, caller, found.parcel))) {
    throw forbidden('This parcel belongs to another customer.');
  }
  const { trackingId } = found.parcel;
  const account = found.account;
  return {
    barcode: labels.barcodeOf(trackingId),
    checkCode: labels.codeOf(trackingId),
    sender: found.store
      ? { name: found.store.name, phone: found.store.phone }
      : { name: account?.shopName ?? account?.name ?? '', phone: account?.phone ?? null },
    destinationHub: found.hub,
  };
}

/** The sender cancels a parcel that nobody has picked up yet. */
export async function cancelParcel(db: Db, caller: AuthSession, id: string): Promise<Parcel> {
  // The transition table lets the sender and an admin cancel a pending parcel, nobody else.
  const isAdmin = roleOf(caller) === 'admin';
  const cancelled = await transaction(db, async (tx) => {
    const row = await cancelPendingParcel(tx, id, isAdmin ? undefined : caller.user.id);
    if (!row) return undefined;
    await recordParcelEvent(tx, {
      parcelId: row.id,
      trackingId: row.trackingId,
      senderId: row.senderId,
      riderId: row.riderId,
      fromStatus: 'pending',
      toStatus: 'cancelled',
      note: null,
      actorId: caller.user.id,
      actorRole: roleOf(caller),
    });
    return row;
  });
  if (cancelled) return toParcel(cancelled);

  const found = await findParcelWithPeople(db, id);
  if (!found) throw notFound('No parcel has that ID.');
  if (!isAdmin && found.parcel.senderId !== caller.user.id) {
    throw forbidden('Only the sender can cancel a parcel.');
  }
  throw new AppError(
    409,
    'PARCEL_NOT_CANCELLABLE',
    `Only pending parcels can be cancelled; this one is ${parcelStatusLabels[found.parcel.status]}.`,
    undefined,
    { status: found.parcel.status },
  );
}

export { createReturnLeg } from './return-legs.ts';
