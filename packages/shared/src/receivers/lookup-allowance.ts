import { receiverLookupAllowance } from '../constants/receivers.ts';

type AllowanceRule = { base: number; parcelsPerLookup: number; max: number };

/**
 * How many receivers' numbers a merchant may look up today, from its real volume: its parcels booked
 * in the last 30 days that the courier picked up (`receiverLookupVolumeStatuses`).
 */
export function receiverLookupsAllowed(
  realParcels: number,
  rule: AllowanceRule = receiverLookupAllowance,
): number {
  if (realParcels <= 0) return 0;
  return Math.min(rule.max, rule.base + Math.floor(realParcels / rule.parcelsPerLookup));
}

/** The volume from which the allowance stops growing: counting further parcels changes nothing. */
export function receiverLookupVolumeCap(rule: AllowanceRule = receiverLookupAllowance): number {
  return (rule.max - rule.base) * rule.parcelsPerLookup;
}
