import type { PublicMilestone, PublicTracking } from '@desh/shared';

/** Statuses in which the parcel is somewhere in the network, where the latest hub milestone says where. */
const inNetwork = new Set<PublicTracking['status']>(['in_transit', 'failed', 'returning']);

/** The latest milestone that says where the parcel is now, or nothing once it left the network. */
export function currentHubMilestone(
  tracking: Pick<PublicTracking, 'status' | 'milestones'>,
): PublicMilestone | undefined {
  if (!inNetwork.has(tracking.status)) return undefined;
  return tracking.milestones.at(-1);
}

/** The hub's name in the page's language. */
export const hubName = (hub: PublicMilestone['hub'], language: string) =>
  language.startsWith('bn') ? hub.nameBn : hub.name;
