import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upazilasOf } from '../areas/index.ts';
import { districts } from '../constants/districts.ts';
import { coverageFor, demoNetwork, hasLane, hubRoute, type NetworkMap, nextHop } from './index.ts';

/** The facts every route holds; returns the route so a caller can check its ends. */
function expectSoundRoute(map: NetworkMap, origin: string, destination: string): string[] {
  const route = hubRoute(map, origin, destination);
  expect(route[0]).toBe(origin);
  expect(route.at(-1)).toBe(destination);
  expect(new Set(route).size).toBe(route.length);
  if (origin === destination) expect(route).toEqual([origin]);
  else expect(route.length).toBeLessThanOrEqual(3);
  for (let i = 1; i < route.length; i++) {
    const [from, to] = [route[i - 1] as string, route[i] as string];
    const viaSorting = from === map.sortingHub || to === map.sortingHub;
    expect(hasLane(map, from, to) || viaSorting, `${from} → ${to}`).toBe(true);
  }
  // Walking hop by hop from the origin reaches the destination along the same route.
  const walked = [origin];
  for (let hub = nextHop(map, origin, destination); hub !== undefined; hub = nextHop(map, hub, destination)) {
    walked.push(hub);
    if (walked.length > route.length) break;
  }
  expect(walked).toEqual(route);
  expect(nextHop(map, destination, destination)).toBeUndefined();
  return route;
}

describe('hubRoute', () => {
  it('keeps a parcel at its hub, takes a direct lane both ways, otherwise goes through the sorting centre', () => {
    expect(hubRoute(demoNetwork, 'RNG', 'RNG')).toEqual(['RNG']);
    expect(hubRoute(demoNetwork, 'CTG', 'COX')).toEqual(['CTG', 'COX']);
    expect(hubRoute(demoNetwork, 'COX', 'CTG')).toEqual(['COX', 'CTG']);
    expect(hubRoute(demoNetwork, 'DHK-MIR', 'RNG')).toEqual(['DHK-MIR', 'DHK-SC', 'RNG']);
    expect(hubRoute(demoNetwork, 'COX', 'CUM')).toEqual(['COX', 'DHK-SC', 'CUM']);
    expect(hubRoute(demoNetwork, 'DHK-SC', 'SYL')).toEqual(['DHK-SC', 'SYL']);
    expect(hubRoute(demoNetwork, 'BSL', 'DHK-SC')).toEqual(['BSL', 'DHK-SC']);
    expect(nextHop(demoNetwork, 'DHK-MIR', 'RNG')).toBe('DHK-SC');
    expect(nextHop(demoNetwork, 'DHK-SC', 'RNG')).toBe('RNG');
    expect(nextHop(demoNetwork, 'RNG', 'RNG')).toBeUndefined();
  });

  it('routes every district pair from the pickup hub to the last-mile hub', () => {
    // Each district's default row, a sample of its areas (first, middle and last upazila) and every area
    // served by another hub than the district's default (the Dhaka city hubs), so that every hub is used.
    const areas = districts.flatMap((district) => {
      const list = upazilasOf(district.id);
      const fallback = coverageFor(demoNetwork, district.id)?.lastMileHub;
      const sample = [
        list[0],
        list[Math.floor(list.length / 2)],
        list.at(-1),
        ...list.filter((u) => coverageFor(demoNetwork, district.id, u.id)?.lastMileHub !== fallback),
      ].map((u) => u?.id);
      return [null, ...new Set(sample)].map((upazila) => ({ district: district.id, upazila }));
    });
    const rows = areas.map((area) => {
      const row = coverageFor(demoNetwork, area.district, area.upazila);
      if (!row) throw new Error(`no coverage for ${area.district}/${area.upazila}`);
      return row;
    });
    // A route depends only on its two hubs: each hub pair is checked once, for every district pair using it.
    const checked = new Map<string, string[]>();
    const districtPairs = new Set<string>();
    for (const from of rows) {
      for (const to of rows) {
        const key = `${from.pickupHub}>${to.lastMileHub}`;
        let route = checked.get(key);
        if (!route) {
          route = expectSoundRoute(demoNetwork, from.pickupHub, to.lastMileHub);
          checked.set(key, route);
        }
        if (from.pickupHub === to.lastMileHub) expect(route).toHaveLength(1);
        districtPairs.add(`${from.district}>${to.district}`);
      }
    }
    expect(districtPairs.size).toBe(64 * 64);
    expect(checked.size).toBe(demoNetwork.hubs.length ** 2);
  });

  it('holds the same facts for any two hubs (property)', () => {
    const codes = demoNetwork.hubs.map((hub) => hub.code);
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.constantFrom(...codes), (origin, destination) => {
        const route = expectSoundRoute(demoNetwork, origin, destination);
        expect(hubRoute(demoNetwork, destination, origin)).toEqual([...route].reverse());
      }),
    );
  });

  it('holds the same facts on random networks (property)', () => {
    const network = fc
      .uniqueArray(fc.stringMatching(/^[A-Z]{2,4}$/), { minLength: 2, maxLength: 12 })
      .chain((codes) =>
        fc.record({
          codes: fc.constant(codes),
          sortingHub: fc.constantFrom(...codes),
          lanes: fc.array(fc.tuple(fc.constantFrom(...codes), fc.constantFrom(...codes)), { maxLength: 20 }),
        }),
      )
      .map(
        ({ codes, sortingHub, lanes }): NetworkMap => ({
          hubs: codes.map((code) => ({
            code,
            name: code,
            nameBn: code,
            district: 'dhaka',
            address: code,
            kinds: code === sortingHub ? ['sorting', 'pickup', 'last_mile'] : ['pickup', 'last_mile'],
          })),
          coverage: [],
          lanes: lanes.filter(([a, b]) => a !== b),
          sortingHub,
        }),
      );
    fc.assert(
      fc.property(network, fc.nat(), fc.nat(), (map, i, j) => {
        const origin = map.hubs[i % map.hubs.length]?.code ?? '';
        const destination = map.hubs[j % map.hubs.length]?.code ?? '';
        expectSoundRoute(map, origin, destination);
      }),
    );
  });
});
