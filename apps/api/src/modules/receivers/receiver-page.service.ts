import {
  codSplit,
  dhakaDate,
  type ParcelStatus,
  type ReceiverCorrection,
  type ReceiverInstructions,
  type ReceiverNotes,
  type ReceiverPage,
  type ReceiverPinInput,
  type ReceiverRequest,
  type RescheduleProblem,
  receiverCorrectionNotNowMessage,
  receiverDayMessage,
  receiverEditableStatuses,
  receiverFridayMessage,
  receiverHolidayMessage,
  receiverPinMessage,
  rescheduleChoices,
  rescheduleProblem,
  shopCorrectableStatuses,
  type WebhookEventType,
} from '@desh/shared';
import { inBangladesh } from '@desh/shared/border';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { holidaysFrom } from '../holidays/holidays.service.ts';
import { type OpenedLink, openReceiverLink } from './receiver-links.service.ts';
import { correctionRequestNote, instructionsNote, pinNote, rescheduleNote } from './receiver-notes.ts';
import {
  findPreferences,
  listPreferences,
  type PreferencesRow,
  savePreferences,
  type Tx,
} from './receivers.repository.ts';

export function toReceiverNotes(row: PreferencesRow): ReceiverNotes {
  const pin =
    row.pinLat !== null && row.pinLng !== null
      ? {
          lat: row.pinLat,
          lng: row.pinLng,
          accuracyM: row.pinAccuracyM ?? 0,
          at: (row.pinAt ?? row.updatedAt).toISOString(),
        }
      : null;
  return {
    preferredDate: row.preferredDate,
    landmark: row.landmark,
    floor: row.floor,
    callBefore: row.callBefore,
    pin,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What receivers said for these parcels (the rider's run reads it), by parcel ID. */
export async function receiverNotesOf(
  db: Db,
  parcelIds: readonly string[],
): Promise<Map<string, ReceiverNotes>> {
  const rows = await listPreferences(db, parcelIds);
  return new Map(rows.map((row) => [row.parcelId, toReceiverNotes(row)]));
}

const editable = (status: ParcelStatus) => receiverEditableStatuses.includes(status);

/** The receiver's page: status, promise, what they set, and the rider's first name at the door. */
export async function getReceiverPage(db: Db, token: string): Promise<ReceiverPage> {
  const link = await openReceiverLink(db, token);
  const [prefs, holidays] = await Promise.all([
    findPreferences(db, link.parcel.id),
    editable(link.parcel.status) ? holidaysFrom(db, dhakaDate()) : new Set<string>(),
  ]);
  return receiverPage(link, prefs, holidays);
}

function receiverPage(
  link: OpenedLink,
  prefs: PreferencesRow | undefined,
  holidays: ReadonlySet<string>,
): ReceiverPage {
  const { parcel } = link;
  const open = editable(parcel.status);
  const today = dhakaDate();
  // The page never says both "your chosen day" and "bringing your parcel today" (issue 63): a parcel
  // out before the later day its receiver then chose is not coming today.
  const waitsForDay = Boolean(prefs?.preferredDate && prefs.preferredDate > today);
  const atDoor = parcel.status === 'out_for_delivery' && !waitsForDay && link.riderName && link.riderPhone;
  return {
    trackingId: parcel.trackingId,
    status: parcel.status,
    updatedAt: parcel.updatedAt.toISOString(),
    promisedDate: parcel.promisedDate,
    editable: open,
    dayChoices: open ? rescheduleChoices(today, parcel.promisedDate, holidays) : [],
    notes: prefs ? toReceiverNotes(prefs) : null,
    rider: atDoor
      ? { firstName: (link.riderName ?? '').trim().split(/\s+/)[0] ?? '', phone: link.riderPhone ?? '' }
      : null,
    sender: link.senderName,
    toPayPoisha: codSplit(parcel).collectPoisha,
    failedAttempt: (shopCorrectableStatuses as readonly string[]).includes(parcel.status),
    request: prefs ? receiverRequestOf(prefs) : null,
  };
}

/** The correction a receiver asked for and the shop has not accepted yet, if any. */
export function receiverRequestOf(row: PreferencesRow): ReceiverRequest | null {
  if (!row.requestedAt) return null;
  return {
    deliveryAddress: row.requestedAddress,
    receiverPhone: row.requestedPhone,
    at: row.requestedAt.toISOString(),
  };
}

/** The receiver's open correction for one parcel (the shop's parcel page reads it). */
export async function receiverRequestFor(db: Pick<Db, 'select'>, parcelId: string) {
  const prefs = await findPreferences(db, parcelId);
  return prefs ? receiverRequestOf(prefs) : null;
}

/** The shop accepted (or the parcel moved on): the request is closed, in the caller's transaction. */
export async function closeReceiverRequest(tx: Tx, parcelId: string): Promise<void> {
  await savePreferences(tx, parcelId, { requestedAddress: null, requestedPhone: null, requestedAt: null });
}

/** The parcel's locked row, as much of it as a receiver's change reads. */
export interface ReceiverParcel {
  id: string;
  trackingId: string;
  senderId: string;
  riderId: string | null;
  status: ParcelStatus;
  promisedDate: string | null;
}

/** What the parcel's timeline and its merchant's webhooks are told of a receiver's change. */
interface ReceiverNote {
  note: string;
  webhook: { type: WebhookEventType; data: Record<string, unknown> };
}

/**
 * What a receiver's change asks of the parcels module, which sits above receivers (it issues the
 * link at booking): its row lock and its timeline. app.ts gives parcels' `lockParcel` and
 * `recordParcelNote` through receiversRoutes.
 */
export interface ReceiverParcels {
  lockParcel(tx: Tx, parcelId: string): Promise<ReceiverParcel | undefined>;
  recordParcelNote(
    tx: Tx,
    change: Pick<ReceiverParcel, 'trackingId' | 'senderId' | 'riderId' | 'status'> &
      ReceiverNote & { parcelId: string; actorRole: 'receiver' },
  ): Promise<unknown>;
}

/** A change's note, or undefined when it changes nothing (the same day tapped twice): nothing is recorded. */
type Change = (tx: Tx, parcel: ReceiverParcel) => Promise<ReceiverNote | undefined>;

/**
 * One change by the receiver, on the parcel's locked row: refused once the parcel has left the
 * delivery's hands; recorded on the timeline, announced to the rider's run and sent to the webhooks.
 */
async function changeAsReceiver(
  db: Db,
  { lockParcel, recordParcelNote }: ReceiverParcels,
  token: string,
  change: Change,
): Promise<ReceiverPage> {
  const link = await openReceiverLink(db, token);
  await db.transaction(async (tx) => {
    const parcel = await lockParcel(tx, link.parcel.id);
    if (!parcel || !editable(parcel.status)) {
      throw conflict('This parcel can no longer be changed: it is delivered, returned or on its way back.');
    }
    const changed = await change(tx, parcel);
    if (!changed) return;
    const { note, webhook } = changed;
    await recordParcelNote(tx, {
      parcelId: parcel.id,
      trackingId: parcel.trackingId,
      senderId: parcel.senderId,
      riderId: parcel.riderId,
      status: parcel.status,
      note,
      actorRole: 'receiver',
      webhook,
    });
  });
  return getReceiverPage(db, token);
}

/** What a refused day is told: the weekly and public holidays by name, any other day as not offered. */
function dayRefusal(problem: RescheduleProblem) {
  if (problem === 'friday') return badRequest(receiverFridayMessage, { date: receiverFridayMessage });
  if (problem === 'holiday') return badRequest(receiverHolidayMessage, { date: receiverHolidayMessage });
  return badRequest(receiverDayMessage, { date: receiverDayMessage });
}

export function rescheduleAsReceiver(
  db: Db,
  parcels: ReceiverParcels,
  token: string,
  day: string,
): Promise<ReceiverPage> {
  return changeAsReceiver(db, parcels, token, async (tx, parcel) => {
    const today = dhakaDate();
    const problem = rescheduleProblem(day, today, parcel.promisedDate, await holidaysFrom(tx, today));
    if (problem) throw dayRefusal(problem);
    // A double tap (or the same day chosen again) is one choice: on the locked row, the second sees the first.
    if ((await findPreferences(tx, parcel.id))?.preferredDate === day) return undefined;
    await savePreferences(tx, parcel.id, { preferredDate: day });
    return {
      note: rescheduleNote(day),
      webhook: { type: 'parcel.receiver_rescheduled', data: { preferredDate: day } },
    };
  });
}

export function setInstructionsAsReceiver(
  db: Db,
  parcels: ReceiverParcels,
  token: string,
  instructions: ReceiverInstructions,
): Promise<ReceiverPage> {
  return changeAsReceiver(db, parcels, token, async (tx, parcel) => {
    await savePreferences(tx, parcel.id, instructions);
    return {
      note: instructionsNote(instructions),
      webhook: { type: 'parcel.receiver_updated', data: { change: 'instructions', instructions } },
    };
  });
}

export function setPinAsReceiver(
  db: Db,
  parcels: ReceiverParcels,
  token: string,
  pin: ReceiverPinInput,
): Promise<ReceiverPage> {
  // The schema's box around the country is a quick first look; the border itself is checked here.
  if (!inBangladesh(pin.lat, pin.lng)) {
    return Promise.reject(
      badRequest(receiverPinMessage, { lat: receiverPinMessage, lng: receiverPinMessage }),
    );
  }
  return changeAsReceiver(db, parcels, token, async (tx, parcel) => {
    await savePreferences(tx, parcel.id, {
      pinLat: pin.lat,
      pinLng: pin.lng,
      pinAccuracyM: pin.accuracyM,
      pinAt: new Date(),
    });
    return {
      note: pinNote(pin.accuracyM),
      webhook: { type: 'parcel.receiver_updated', data: { change: 'pin', pin } },
    };
  });
}

/**
 * After a failed attempt (the rider still has the parcel) the receiver asks for a corrected address or
 * phone: kept for the shop, which accepts it on its parcel page; a newer request replaces the older.
 * On the timeline and the merchant's webhooks (parcel.receiver_updated, change `correction_request`).
 */
export function requestCorrectionAsReceiver(
  db: Db,
  parcels: ReceiverParcels,
  token: string,
  correction: ReceiverCorrection,
): Promise<ReceiverPage> {
  return changeAsReceiver(db, parcels, token, async (tx, parcel) => {
    if (!(shopCorrectableStatuses as readonly string[]).includes(parcel.status)) {
      throw conflict(receiverCorrectionNotNowMessage);
    }
    const requested = {
      requestedAddress: correction.deliveryAddress ?? null,
      requestedPhone: correction.receiverPhone ?? null,
    };
    await savePreferences(tx, parcel.id, { ...requested, requestedAt: new Date() });
    return {
      note: correctionRequestNote(correction),
      webhook: {
        type: 'parcel.receiver_updated',
        data: {
          change: 'correction_request',
          correction: {
            deliveryAddress: requested.requestedAddress,
            receiverPhone: requested.requestedPhone,
          },
        },
      },
    };
  });
}
