import { type ParcelStatus, parcelStatusLabels } from '@desh/shared';
import { AppError, conflict } from '../../lib/errors.ts';

/**
 * The refusals of a status move, shared by the status endpoint and the delivery actions. Each names
 * the statuses it is about in `params` (their codes, which the web words in its own language).
 */
const label = (status: ParcelStatus) => parcelStatusLabels[status];

export const alreadyInStatus = (status: ParcelStatus) =>
  new AppError(409, 'PARCEL_ALREADY_IN_STATUS', `The parcel is already ${label(status)}.`, undefined, {
    status,
  });

export const moveNotAllowed = (from: ParcelStatus, to: ParcelStatus) =>
  new AppError(
    409,
    'PARCEL_MOVE_NOT_ALLOWED',
    `A parcel that is ${label(from)} cannot be marked ${label(to)}.`,
    undefined,
    { from, to },
  );

export const moveForbidden = (to: ParcelStatus) =>
  new AppError(403, 'PARCEL_MOVE_FORBIDDEN', `You cannot mark this parcel ${label(to)}.`, undefined, {
    to,
  });

/** A move with an endpoint of its own (a delivery, a return, an assignment): the hint says which. */
export const notPlainMove = (to: ParcelStatus, hint: string | undefined) =>
  new AppError(
    409,
    'PARCEL_MOVE_HAS_OWN_ACTION',
    `${label(to)} is not a plain status change. ${hint ?? ''}`.trim(),
    undefined,
    { to },
  );

/** An action that needs the parcel in another status (out for delivery, returning). */
export const wrongStatusForAction = (status: ParcelStatus, message: string) =>
  new AppError(409, 'PARCEL_WRONG_STATUS', message, undefined, { status });

/**
 * A rider acting on a parcel that is not (any more) theirs: an admin gave it to another rider or took
 * it back while the rider's phone was offline. The phone shows this instead of a bare refusal.
 */
export const notAssignedToYou = () =>
  new AppError(
    403,
    'PARCEL_NOT_ASSIGNED_TO_YOU',
    'This parcel is not assigned to you any more: it was given to another rider or taken back.',
  );

/** An offline action whose phone said it was done before the parcel was booked (`refuseActionBeforeBooking`). */
export const actionBeforeBooking = () =>
  conflict(
    'Your phone says this was done before the parcel was booked: set the phone’s date and time, then do it again.',
  );
