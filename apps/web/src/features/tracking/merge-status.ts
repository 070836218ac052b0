import type { PublicTracking, TrackingStatusMessage } from '@desh/shared';

/**
 * Applies one live `status` message to the tracking data. A message can repeat a step the snapshot
 * already holds (the server subscribes before it reads), so steps are matched by time and status.
 */
export function mergeStatus(current: PublicTracking, message: TrackingStatusMessage): PublicTracking {
  const { event } = message;
  const known = current.events.some((step) => step.at === event.at && step.toStatus === event.toStatus);
  const events = known
    ? current.events
    : [...current.events, event].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const newer = Date.parse(message.updatedAt) >= Date.parse(current.updatedAt);
  return {
    ...current,
    status: newer ? message.status : current.status,
    updatedAt: newer ? message.updatedAt : current.updatedAt,
    events,
  };
}
