import type { HubCoverageRow } from '@desh/shared';
import { districtIds } from '@desh/shared';
import { upazilasOf } from '@desh/shared/areas';
import { coverageGaps, coverageProblems, districtDefault, type NetworkMap } from '@desh/shared/network';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { mapHub } from '../network/network-map.ts';
import {
  type HubRow,
  listCoverage,
  listHubs,
  lockHubs,
  type Runner,
  upsertCoverage,
} from './hubs.repository.ts';

const coverageRefused = 'Some areas cannot have these hubs. Check the marked rows.';
const coverageLeavesGap = 'This change would leave an area without a hub.';
const closedHub = 'This hub is closed.';

const knownDistricts = new Set<string>(districtIds);
const isKnownArea = (district: string, upazila: string) =>
  knownDistricts.has(district) &&
  (upazila === districtDefault || upazilasOf(district).some((area) => area.id === upazila));

export function getCoverage(db: Db, district?: string): Promise<HubCoverageRow[]> {
  return listCoverage(db, district);
}

/** The network as the shared checks read it: open hubs only (a closed hub serves nobody), ids as codes. */
async function networkOf(db: Runner): Promise<NetworkMap> {
  const [hubs, coverage] = await Promise.all([listHubs(db), listCoverage(db)]);
  const open = hubs.filter((hub) => hub.active);
  return {
    hubs: open.map((hub) => mapHub(hub, hub.id)),
    coverage: coverage.map((row) => ({
      district: row.district,
      upazila: row.upazila,
      lastMileHub: row.lastMileHubId,
      pickupHub: row.pickupHubId,
    })),
    lanes: [],
    sortingHub: open.find((hub) => hub.kinds.includes('sorting'))?.id ?? '',
  };
}

/** Each hub a coverage row names: the field naming it, the kind it must be and the messages when it is not. */
const namedHubs = [
  {
    field: 'lastMileHubId',
    kind: 'last_mile',
    unknown: coverageProblems.unknownLastMileHub,
    wrongKind: coverageProblems.notLastMileHub,
  },
  {
    field: 'pickupHubId',
    kind: 'pickup',
    unknown: coverageProblems.unknownPickupHub,
    wrongKind: coverageProblems.notPickupHub,
  },
] as const;

function hubProblem(hub: HubRow | undefined, named: (typeof namedHubs)[number]) {
  if (!hub) return named.unknown;
  if (!hub.active) return closedHub;
  return hub.kinds.includes(named.kind) ? undefined : named.wrongKind;
}

/**
 * Names other hubs for some areas, all or nothing. Each row must name a known area and open hubs of
 * the right kind (400 with the faulty fields); rows are replaced, never deleted, and the whole
 * coverage is checked again before commit, so no area is ever left without a hub.
 */
export async function updateCoverage(db: Db, rows: readonly HubCoverageRow[]): Promise<HubCoverageRow[]> {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = `${row.district}\u0000${row.upazila}`;
    if (!isKnownArea(row.district, row.upazila))
      fields[`rows.${index}.upazila`] = coverageProblems.unknownArea;
    else if (seen.has(key)) fields[`rows.${index}.upazila`] = coverageProblems.duplicate;
    seen.add(key);
  });
  if (Object.keys(fields).length > 0) throw badRequest(coverageRefused, fields);

  const hubIds = [...new Set(rows.flatMap((row) => [row.lastMileHubId, row.pickupHubId]))];
  await db.transaction(async (tx) => {
    // Locked, so a hub cannot close or stop delivering between this check and the commit.
    const hubs = new Map((await lockHubs(tx, hubIds)).map((hub) => [hub.id, hub] as const));
    rows.forEach((row, index) => {
      for (const named of namedHubs) {
        const problem = hubProblem(hubs.get(row[named.field]), named);
        if (problem) fields[`rows.${index}.${named.field}`] = problem;
      }
    });
    if (Object.keys(fields).length > 0) throw badRequest(coverageRefused, fields);

    await upsertCoverage(tx, rows);
    const touched = new Set(rows.map((row) => `${row.district}\u0000${row.upazila}`));
    const gaps = coverageGaps(await networkOf(tx)).filter((gap) =>
      touched.has(`${gap.district}\u0000${gap.upazila}`),
    );
    if (gaps.length > 0) throw conflict(coverageLeavesGap);
  });
  const districts = [...new Set(rows.map((row) => row.district))];
  return (await Promise.all(districts.map((district) => listCoverage(db, district)))).flat();
}
