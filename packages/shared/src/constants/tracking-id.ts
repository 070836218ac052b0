/**
 * What a tracking ID looks like, without zod: the public tracking page checks an ID before it asks
 * for it, and loads no schema library to do so (a phone on slow data waits for every byte).
 */
export const trackingIdPattern = /^DSH-\d{13,}$/;

export const trackingIdMessage = 'Tracking IDs look like DSH-1700000000000.';
export const trackingIdRequiredMessage = 'Please enter your tracking ID.';

/**
 * A tracking ID as people type or read it off a label: trimmed, upper-cased, and the bare number
 * ("1796521268895") given its DSH- prefix.
 */
export function typedTrackingId(text: string): string {
  const id = text.trim().toUpperCase();
  return /^\d{13,}$/.test(id) ? `DSH-${id}` : id;
}

/** What is wrong with a typed tracking ID (trimmed and upper-cased by the caller), or nothing. */
export function trackingIdProblem(value: string): string | undefined {
  if (!value) return trackingIdRequiredMessage;
  return trackingIdPattern.test(value) ? undefined : trackingIdMessage;
}

/**
 * A tracking ID no parcel has (far longer than a timestamp): the web build prerenders the tracking
 * page with it and the server writes the visitor's validated ID in its place.
 */
export const trackingIdPlaceholder = 'DSH-0000000000000000000000000000';

/** Server-Sent Event names used by the tracking streams. */
export const streamEvents = {
  snapshot: 'snapshot',
  status: 'status',
  ready: 'ready',
  change: 'change',
} as const;
