import {
  type CustodyHolderKind,
  type HubRef,
  handoutRiderMessage,
  type ParcelStatus,
  parcelStatusLabels,
} from '@desh/shared';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';

/**
 * The refusals a scan can meet. Each says what to do next, and each has a code of its own so the
 * field screen words it in the operator's language with the hub's name in that language.
 */
const hubParams = (hub: HubRef | null) => ({ hub: hub?.name ?? '?', hubBn: hub?.nameBn ?? '?' });

export const noSuchHub = () => notFound('No such hub.');
export const notYourHub = () => forbidden('You do not work at this hub.');
export const managersOnly = () => forbidden('Only this hub’s manager can do that.');
export const unknownLabel = () =>
  new AppError(404, 'SCAN_UNKNOWN', 'No parcel or bag has this code. Check the label, or type the code.');
/** `status` is the status's name in `params` (the web words it), its English label in the message. */
export const parcelFinished = (status: ParcelStatus) =>
  new AppError(
    409,
    'SCAN_PARCEL_FINISHED',
    `This parcel’s journey has ended (${parcelStatusLabels[status]}). Put it aside and tell your manager.`,
    undefined,
    { status },
  );
export const notPickedUpYet = () =>
  new AppError(
    409,
    'SCAN_NOT_PICKED_UP',
    'This parcel has not been picked up yet: its pickup rider must confirm the pickup first.',
  );
export const outWithRider = () =>
  new AppError(
    409,
    'SCAN_OUT_FOR_DELIVERY',
    'This parcel is out for delivery with its rider: receive it back at the hub first.',
  );
export const bagNotHere = (bagCode: string) =>
  new AppError(
    409,
    'SCAN_BAG_NOT_RECEIVED',
    `This parcel is in bag ${bagCode}, which has not been received here: scan the bag first.`,
    undefined,
    { bag: bagCode },
  );
export const notAtThisHub = () =>
  new AppError(409, 'SCAN_NOT_AT_HUB', 'This parcel has not been received at this hub: scan it in first.');
export const withItsRider = () =>
  new AppError(
    409,
    'SCAN_WITH_RIDER',
    'This parcel is still with its rider: the rider must hand it in at this hub first.',
  );
export const inOutgoingBag = (bagCode: string) =>
  new AppError(
    409,
    'SCAN_IN_OUTGOING_BAG',
    `This parcel is already in bag ${bagCode}, going out from this hub.`,
    undefined,
    { bag: bagCode },
  );
export const inArrivedBag = (bagCode: string) =>
  new AppError(
    409,
    'SCAN_IN_ARRIVED_BAG',
    `This parcel is in bag ${bagCode}, which arrived here: receive it from the bag first.`,
    undefined,
    { bag: bagCode },
  );
export const atOtherHub = (hub: HubRef | null) =>
  new AppError(
    409,
    'SCAN_AT_OTHER_HUB',
    `This parcel was last received at ${hub?.name ?? '?'} hub: receive it here first.`,
    undefined,
    hubParams(hub),
  );

/** Where a parcel this hub does not hold is instead, as the refusal to bag it or hand it out says. */
export interface HeldElsewhere {
  holderKind: CustodyHolderKind;
  status: ParcelStatus;
  /** The bag holding it, when a bag does. */
  bag: { code: string; status: string; originHubId: string; destinationHubId: string } | null;
  /** The hub holding it, when another hub does. */
  hub: HubRef | null;
}

export function heldElsewhere(held: HeldElsewhere, hubId: string): AppError {
  const { bag } = held;
  switch (held.holderKind) {
    case 'merchant':
      return notPickedUpYet();
    case 'rider':
      return held.status === 'out_for_delivery' ? outWithRider() : withItsRider();
    case 'receiver':
      return parcelFinished(held.status);
    case 'hub':
      return atOtherHub(held.hub);
    case 'bag':
      if (!bag) return notAtThisHub();
      if (bag.originHubId === hubId && (bag.status === 'open' || bag.status === 'sealed'))
        return inOutgoingBag(bag.code);
      if (bag.destinationHubId === hubId && (bag.status === 'arrived' || bag.status === 'closed'))
        return inArrivedBag(bag.code);
      return bagNotHere(bag.code);
  }
}
export const goesElsewhere = (hub: HubRef | null) =>
  new AppError(
    409,
    'SCAN_WRONG_BAG',
    `This parcel goes to ${hub?.name ?? '?'} hub: put it in a bag for that hub.`,
    undefined,
    hubParams(hub),
  );
export const deliversFromHere = () =>
  new AppError(
    409,
    'SCAN_DELIVERS_HERE',
    'This parcel is delivered from this hub: assign it to a rider and hand it over, do not bag it.',
  );
export const chooseOpenBag = () =>
  new AppError(400, 'SCAN_CHOOSE_BAG', 'Choose an open bag of this hub first.', {
    bagId: 'Choose an open bag of this hub first.',
  });
export const bagNotOpen = (bagCode: string) =>
  new AppError(409, 'BAG_NOT_OPEN', `Bag ${bagCode} is sealed: open a new bag.`, undefined, { bag: bagCode });
export const bagForOtherHub = (hub: HubRef | null) =>
  new AppError(
    409,
    'SCAN_BAG_FOR_OTHER_HUB',
    `This bag is for ${hub?.name ?? '?'} hub, not this one: put it back on the vehicle and tell the driver.`,
    undefined,
    hubParams(hub),
  );
export const bagNotDispatched = (bagCode: string) =>
  new AppError(
    409,
    'SCAN_BAG_NOT_DISPATCHED',
    `Bag ${bagCode} has not been dispatched on a trip: it cannot arrive yet.`,
    undefined,
    { bag: bagCode },
  );
export const noRiderForHandout = () =>
  new AppError(
    409,
    'SCAN_NO_RIDER',
    'No rider of this hub is assigned to this parcel: assign one in Riders’ runs, then scan again.',
  );
export const notForHandout = () =>
  new AppError(
    409,
    'SCAN_NOT_FOR_HANDOUT',
    'This parcel travels on from this hub: put it in a bag for its next hub.',
  );
/**
 * A scan ID belongs to the scan that first used it: another person, hub, action or label sending it
 * again is a different scan, refused without a word of the first one's answer.
 */
export const scanIdTaken = () =>
  new AppError(
    409,
    'SCAN_ID_TAKEN',
    'This scan’s ID was already used for another scan. Scan the label again.',
  );
export const parcelNotBag = () =>
  new AppError(400, 'SCAN_EXPECTS_BAG', 'This is a parcel label: in this mode, scan the bag’s label.');
export const bagNotParcel = () =>
  new AppError(400, 'SCAN_EXPECTS_PARCEL', 'This is a bag label: in this mode, scan a parcel’s label.');
/** A handout names a rider who does not ride for this hub. */
export const notAHubRider = () => badRequest(handoutRiderMessage, { riderId: handoutRiderMessage });
