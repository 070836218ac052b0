import { upazilasOf } from '../areas/index.ts';
import { districts } from '../constants/districts.ts';
import { type CoverageRow, districtDefault, type HubKind, type NetworkMap } from './types.ts';

const areaKey = (district: string, upazila: string) => `${district}\u0000${upazila}`;
const rowIndex = new WeakMap<NetworkMap, ReadonlyMap<string, CoverageRow>>();

function rowsOf(map: NetworkMap): ReadonlyMap<string, CoverageRow> {
  let index = rowIndex.get(map);
  if (!index) {
    const rows = new Map<string, CoverageRow>();
    for (const row of map.coverage) {
      const key = areaKey(row.district, row.upazila);
      if (!rows.has(key)) rows.set(key, row);
    }
    index = rows;
    rowIndex.set(map, index);
  }
  return index;
}

/** The coverage row of an upazila, else the district's default ('*') row; undefined for an unknown district. */
export function coverageFor(
  map: NetworkMap,
  district: string,
  upazila?: string | null,
): CoverageRow | undefined {
  const rows = rowsOf(map);
  return (
    (upazila ? rows.get(areaKey(district, upazila)) : undefined) ??
    rows.get(areaKey(district, districtDefault))
  );
}

/** The hub whose riders deliver to the area. */
export function lastMileHubFor(
  map: NetworkMap,
  district: string,
  upazila?: string | null,
): string | undefined {
  return coverageFor(map, district, upazila)?.lastMileHub;
}

/** The hub whose riders pick up from stores in the area. */
export function pickupHubFor(map: NetworkMap, district: string, upazila?: string | null): string | undefined {
  return coverageFor(map, district, upazila)?.pickupHub;
}

/** What can be wrong with one area's coverage; fixed sentences, so a screen or an error can translate them. */
export const coverageProblems = {
  missing: 'No hub serves this area.',
  duplicate: 'More than one coverage row names this area.',
  unknownArea: 'This is not an upazila or thana of the district.',
  unknownLastMileHub: 'The last-mile hub does not exist.',
  notLastMileHub: 'The last-mile hub does not do last-mile delivery.',
  unknownPickupHub: 'The pickup hub does not exist.',
  notPickupHub: 'The pickup hub does not do pickups.',
} as const;
export type CoverageProblem = (typeof coverageProblems)[keyof typeof coverageProblems];

export interface CoverageGap {
  district: string;
  upazila: string;
  problem: CoverageProblem;
}

/** The two hubs a coverage row names, each of the kind its work needs, and what is wrong when it is not. */
const hubRoles = [
  {
    field: 'lastMileHub',
    kind: 'last_mile',
    unknown: coverageProblems.unknownLastMileHub,
    wrongKind: coverageProblems.notLastMileHub,
  },
  {
    field: 'pickupHub',
    kind: 'pickup',
    unknown: coverageProblems.unknownPickupHub,
    wrongKind: coverageProblems.notPickupHub,
  },
] as const;

/**
 * Every upazila and thana of every district, and each district's default ('*'), needs exactly one row
 * naming an existing hub of the right kind for delivery and for pickup. Empty when the coverage is complete.
 */
export function coverageGaps(map: NetworkMap): CoverageGap[] {
  const kindsOf = new Map(map.hubs.map((hub) => [hub.code, hub.kinds] as const));
  const counts = new Map<string, number>();
  for (const row of map.coverage) {
    const key = areaKey(row.district, row.upazila);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }

  const gaps: CoverageGap[] = [];
  const hubProblem = (
    code: string,
    kind: HubKind,
    unknown: CoverageProblem,
    wrongKind: CoverageProblem,
  ): CoverageProblem | undefined => {
    const kinds = kindsOf.get(code);
    if (!kinds) return unknown;
    return kinds.includes(kind) ? undefined : wrongKind;
  };

  const known = new Set<string>();
  for (const district of districts) {
    const areas = [districtDefault, ...upazilasOf(district.id).map((u) => u.id)];
    for (const upazila of areas) {
      const key = areaKey(district.id, upazila);
      known.add(key);
      const count = counts.get(key) ?? 0;
      if (count === 0) gaps.push({ district: district.id, upazila, problem: coverageProblems.missing });
      else if (count > 1) gaps.push({ district: district.id, upazila, problem: coverageProblems.duplicate });
    }
  }

  for (const row of map.coverage) {
    const { district, upazila } = row;
    if (!known.has(areaKey(district, upazila))) {
      gaps.push({ district, upazila, problem: coverageProblems.unknownArea });
      continue;
    }
    for (const role of hubRoles) {
      const problem = hubProblem(row[role.field], role.kind, role.unknown, role.wrongKind);
      if (problem) gaps.push({ district, upazila, problem });
    }
  }
  return gaps;
}
