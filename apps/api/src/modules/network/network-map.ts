import type { HubRef } from '@desh/shared';
import { type NetworkMap, nextHop } from '@desh/shared/network';
import type { Db } from '../../db/client.ts';
import { hubLanes, hubs } from '../../db/schema/index.ts';

export interface HubRow extends HubRef {
  district: string;
  kinds: string[];
  active: boolean;
}

/** The hubs and lanes routing needs (coverage stays in the database: routes are fixed at booking). */
export interface LiveNetwork {
  map: NetworkMap;
  byId: Map<string, HubRow>;
  idOfCode: Map<string, string>;
}

type MapHub = NetworkMap['hubs'][number];

/** A hub as the shared network rules read it, named by `code` (its code, or its id where codes are not needed). */
export function mapHub(hub: typeof hubs.$inferSelect, code: string): MapHub {
  return {
    code,
    name: hub.name,
    nameBn: hub.nameBn,
    district: hub.district as MapHub['district'],
    address: hub.address,
    kinds: hub.kinds as MapHub['kinds'],
  };
}

const cacheMs = 5_000;
let cached: { db: Db; at: number; value: Promise<LiveNetwork> } | undefined;

async function readNetwork(db: Db): Promise<LiveNetwork> {
  const [hubRows, laneRows] = await Promise.all([db.select().from(hubs), db.select().from(hubLanes)]);
  const byId = new Map<string, HubRow>();
  const idOfCode = new Map<string, string>();
  for (const hub of hubRows) {
    byId.set(hub.id, {
      id: hub.id,
      code: hub.code,
      name: hub.name,
      nameBn: hub.nameBn,
      district: hub.district,
      kinds: hub.kinds,
      active: hub.active,
    });
    idOfCode.set(hub.code, hub.id);
  }
  const sorting = hubRows.find((hub) => hub.active && hub.kinds.includes('sorting'));
  const codeOf = (id: string) => byId.get(id)?.code ?? id;
  const map: NetworkMap = {
    hubs: hubRows.map((hub) => mapHub(hub, hub.code)),
    coverage: [],
    lanes: laneRows.map((lane) => [codeOf(lane.hubA), codeOf(lane.hubB)] as const),
    sortingHub: sorting?.code ?? '',
  };
  return { map, byId, idOfCode };
}

/**
 * The network as routing reads it, kept a few seconds: lanes and hubs change rarely (an admin's edit),
 * and a scan must answer within 100 ms. An edit calls `forgetNetwork` in its own process.
 */
export function liveNetwork(db: Db): Promise<LiveNetwork> {
  const now = Date.now();
  if (cached && cached.db === db && now - cached.at < cacheMs) return cached.value;
  const value = readNetwork(db);
  cached = { db, at: now, value };
  value.catch(() => {
    if (cached?.value === value) cached = undefined;
  });
  return value;
}

export function forgetNetwork(): void {
  cached = undefined;
}

export function hubRef(network: LiveNetwork, hubId: string | null | undefined): HubRef | null {
  if (!hubId) return null;
  const hub = network.byId.get(hubId);
  return hub ? { id: hub.id, code: hub.code, name: hub.name, nameBn: hub.nameBn } : null;
}

/** The hub a parcel at `currentHubId` goes to next on its way to `targetHubId` (null: it is there). */
export function nextHubId(network: LiveNetwork, currentHubId: string, targetHubId: string): string | null {
  if (currentHubId === targetHubId) return null;
  const current = network.byId.get(currentHubId);
  const target = network.byId.get(targetHubId);
  if (!current || !target) return targetHubId;
  const code = nextHop(network.map, current.code, target.code);
  return code ? (network.idOfCode.get(code) ?? null) : null;
}
