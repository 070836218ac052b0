import type { ApprovedRider, Parcel } from '@desh/shared';

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

/**
 * Where a pending parcel's rider goes: to its pickup (issue 62: a Rangpur rider was offered first
 * for a Dhanmondi pickup, by the delivery district); the delivery district only when the booking
 * names no pickup district.
 */
export const pickupDistrictOf = (parcel: Pick<Parcel, 'pickupDistrict' | 'deliveryDistrict'>) =>
  parcel.pickupDistrict ?? parcel.deliveryDistrict;
