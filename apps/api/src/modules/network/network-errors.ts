import type { HubRef } from '@desh/shared';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';

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
export const parcelFinished = (status: string) =>
  new AppError(
    409,
    'SCAN_PARCEL_FINISHED',
    `This parcel is already ${status}. Put it aside and tell your manager.`,
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
    'This parcel is out for delivery: its rider must record the failed attempt before handing it in.',
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
export const parcelNotBag = () =>
  new AppError(400, 'SCAN_EXPECTS_BAG', 'This is a parcel label: in this mode, scan the bag’s label.');
export const bagNotParcel = () =>
  new AppError(400, 'SCAN_EXPECTS_PARCEL', 'This is a bag label: in this mode, scan a parcel’s label.');
