import type { NetworkHub, NetworkMap } from './types.ts';

const hubIndex = new WeakMap<NetworkMap, ReadonlyMap<string, NetworkHub>>();

/** The hub with that code (the first one, should a broken map repeat it). */
export function findHub(map: NetworkMap, code: string): NetworkHub | undefined {
  let index = hubIndex.get(map);
  if (!index) {
    const hubs = new Map<string, NetworkHub>();
    for (const hub of map.hubs) if (!hubs.has(hub.code)) hubs.set(hub.code, hub);
    index = hubs;
    hubIndex.set(map, index);
  }
  return index.get(code);
}

/** 'Rangpur hub' / 'রংপুর হাব', as merchants read it in a status ("At Rangpur hub"). */
export function hubLabel(hub: Pick<NetworkHub, 'name' | 'nameBn'>, language: 'en' | 'bn'): string {
  return language === 'bn' ? `${hub.nameBn} হাব` : `${hub.name} hub`;
}
