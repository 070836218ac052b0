/** Events a merchant can subscribe a webhook endpoint to. */
export const webhookEventTypes = [
  'parcel.status_changed',
  'parcel.delivered',
  'parcel.delivery_failed',
  'parcel.needs_decision',
  'parcel.decision_made',
  'parcel.returned',
  'parcel.hub_milestone',
  'parcel.partially_delivered',
  'parcel.exchanged',
  'parcel.return_charged',
  'parcel.receiver_rescheduled',
  'parcel.receiver_updated',
  'parcel.corrected',
  'payout.created',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookEventDescriptions: Record<WebhookEventType, string> = {
  'parcel.status_changed': 'Any change of a parcel’s status, booking included.',
  'parcel.delivered': 'The parcel reached its receiver.',
  'parcel.delivery_failed': 'A delivery attempt failed.',
  'parcel.needs_decision':
    'A delivery attempt failed and the parcel can go out again: choose another attempt (correct the receiver) or the return by `decideBy`; without an answer it goes out again.',
  'parcel.decision_made':
    'The decision after a failed attempt was made: by the shop, or by default when its deadline passed unanswered.',
  'parcel.returned': 'The parcel came back to the merchant.',
  'parcel.hub_milestone':
    'The parcel reached a hub, left on a line-haul trip towards one, or was assigned for delivery there.',
  'parcel.partially_delivered':
    'The receiver kept part of the order: the cash collected, and the return parcel bringing the rest back.',
  'parcel.exchanged':
    'The new item was delivered and the old one collected: the return parcel bringing it back.',
  'parcel.return_charged': 'A returned parcel reached the merchant and its return charge was booked.',
  'parcel.receiver_rescheduled': 'The receiver chose another delivery day through their private link.',
  'parcel.receiver_updated':
    'The receiver added delivery instructions or a map pin through their private link.',
  'parcel.corrected':
    'Head office corrected the delivery address, the receiver’s phone or the COD amount: the values before and after.',
  'payout.created': 'A payout to the merchant was created.',
};

/**
 * The specific event a status (or a recorded event kind) also raises besides `parcel.status_changed`.
 * Keyed by plain strings so statuses added later (returned, a failed attempt) map here without a type change.
 */
const eventForStatus: Record<string, WebhookEventType> = {
  delivered: 'parcel.delivered',
  failed: 'parcel.delivery_failed',
  failed_attempt: 'parcel.delivery_failed',
  delivery_failed: 'parcel.delivery_failed',
  returned: 'parcel.returned',
};

/** Every webhook event one parcel status change raises, the general one first. */
export function webhookEventsForStatus(toStatus: string): WebhookEventType[] {
  const specific = eventForStatus[toStatus];
  return specific ? ['parcel.status_changed', specific] : ['parcel.status_changed'];
}

/** The hub milestones a merchant (and public tracking) sees: places in the network, never people. */
export const hubMilestones = ['at_hub', 'on_the_way', 'assigned_for_delivery'] as const;
export type HubMilestone = (typeof hubMilestones)[number];
