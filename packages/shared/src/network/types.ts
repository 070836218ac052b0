import type { DistrictId } from '../constants/districts.ts';

/** The work a hub does; one hub may do several. */
export const hubKinds = ['pickup', 'sorting', 'last_mile'] as const;
export type HubKind = (typeof hubKinds)[number];

/** A hub code: uppercase letters, digits and '-', at most 12 characters (printed on bag labels). */
export const hubCodePattern = /^[A-Z0-9](?:[A-Z0-9-]{0,10}[A-Z0-9])?$/;

export interface NetworkHub {
  /** e.g. 'DHK-SC', 'DHK-MIR', 'RNG'. */
  code: string;
  /** English, e.g. 'Rangpur'. */
  name: string;
  /** Bangla, e.g. 'রংপুর'. */
  nameBn: string;
  district: DistrictId;
  address: string;
  kinds: readonly HubKind[];
}

/** Which hubs serve one area. */
export interface CoverageRow {
  /** District id. */
  district: string;
  /** Upazila or thana id from `@desh/shared/areas`, or '*': the district's default (parcels without an upazila). */
  upazila: string;
  /** Code of a hub of kind last_mile: its riders deliver here. */
  lastMileHub: string;
  /** Code of a hub of kind pickup: stores here belong to it. */
  pickupHub: string;
}

/** The whole network. Functions reading it treat it as immutable (they index it once per object). */
export interface NetworkMap {
  hubs: readonly NetworkHub[];
  coverage: readonly CoverageRow[];
  /** Direct line-haul lanes, usable both ways. */
  lanes: readonly (readonly [string, string])[];
  /** The hub code of the sorting centre. */
  sortingHub: string;
}

/** The upazila value of a district's default coverage row. */
export const districtDefault = '*';
