import type { ApprovedRider } from '@desh/shared';

/**
 * The riders based in `district` first, each group in the order given: the same list the server
 * answers for `/riders/approved?district=`, made from its one answer without a district, so a
 * page of parcels bound for many districts asks for the riders once.
 */
export function ridersNearFirst(riders: readonly ApprovedRider[], district: string | null): ApprovedRider[] {
  if (!district) return [...riders];
  const near = riders.filter((rider) => rider.region === district);
  const far = riders.filter((rider) => rider.region !== district);
  return [...near, ...far];
}
