import type { HubRef } from '@desh/shared';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';

/**
 * The refusals a scan can meet. Each says what to do next, and each has a code of its own so the
 * field screen words it in the operator's language with the hub's name in that language.
 */
const hubParams = (hub: HubRef | null) => ({ hub: hub?.name ?? '?', hubBn: hub?.nameBn ?? '?' });

/** A scan that conflicts with where the parcel or bag is (409): fixed wording, or wording naming a bag or a hub. */
const conflictWith = (code: string, message: string) => () => new AppError(409, code, message);
const conflictWithBag = (code: string, message: (bag: string) => string) => (bagCode: string) =>
  new AppError(409, code, message(bagCode), undefined, { bag: bagCode });
const conflictWithHub = (code: string, message: (hub: string) => string) => (hub: HubRef | null) =>
  new AppError(409, code, message(hub?.name ?? '?'), undefined, hubParams(hub));

export const noSuchHub = () => notFound('No such hub.');
export const notYourHub = () => forbidden('You do not work at this hub.');
export const managersOnly = () => forbidden('Only this hub’s manager can do that.');
export const unknownLabel = () =>
  new AppError(404, 'SCAN_UNKNOWN', 'No parcel or bag has this code. Check the label, or type the code.');
export const parcelFinished = (status: string) =>
  new AppError(
    409,
    'SCAN_PARCEL_FINISHED',
    `This parcel is already ${status}. Put it aside and tell your manager.`,
    undefined,
    { status },
  );
export const notPickedUpYet = conflictWith(
  'SCAN_NOT_PICKED_UP',
  'This parcel has not been picked up yet: its pickup rider must confirm the pickup first.',
);
export const outWithRider = conflictWith(
  'SCAN_OUT_FOR_DELIVERY',
  'This parcel is out for delivery: its rider must record the failed attempt before handing it in.',
);
export const bagNotHere = conflictWithBag(
  'SCAN_BAG_NOT_RECEIVED',
  (bag) => `This parcel is in bag ${bag}, which has not been received here: scan the bag first.`,
);
export const notAtThisHub = conflictWith(
  'SCAN_NOT_AT_HUB',
  'This parcel has not been received at this hub: scan it in first.',
);
export const goesElsewhere = conflictWithHub(
  'SCAN_WRONG_BAG',
  (hub) => `This parcel goes to ${hub} hub: put it in a bag for that hub.`,
);
export const deliversFromHere = conflictWith(
  'SCAN_DELIVERS_HERE',
  'This parcel is delivered from this hub: assign it to a rider and hand it over, do not bag it.',
);
export const chooseOpenBag = () =>
  new AppError(400, 'SCAN_CHOOSE_BAG', 'Choose an open bag of this hub first.', {
    bagId: 'Choose an open bag of this hub first.',
  });
export const bagNotOpen = conflictWithBag('BAG_NOT_OPEN', (bag) => `Bag ${bag} is sealed: open a new bag.`);
export const bagForOtherHub = conflictWithHub(
  'SCAN_BAG_FOR_OTHER_HUB',
  (hub) => `This bag is for ${hub} hub, not this one: put it back on the vehicle and tell the driver.`,
);
export const bagNotDispatched = conflictWithBag(
  'SCAN_BAG_NOT_DISPATCHED',
  (bag) => `Bag ${bag} has not been dispatched on a trip: it cannot arrive yet.`,
);
export const noRiderForHandout = conflictWith(
  'SCAN_NO_RIDER',
  'No rider of this hub is assigned to this parcel: assign one in Riders’ runs, then scan again.',
);
export const notForHandout = conflictWith(
  'SCAN_NOT_FOR_HANDOUT',
  'This parcel travels on from this hub: put it in a bag for its next hub.',
);
export const parcelNotBag = () =>
  new AppError(400, 'SCAN_EXPECTS_BAG', 'This is a parcel label: in this mode, scan the bag’s label.');
export const bagNotParcel = () =>
  new AppError(400, 'SCAN_EXPECTS_PARCEL', 'This is a bag label: in this mode, scan a parcel’s label.');
