import { describe, expect, it } from 'vitest';
import { upazilasOf } from '../areas/index.ts';
import { districtById, districts, divisions } from '../constants/districts.ts';
import { demoDhakaAreas } from './demo-network.ts';
import {
  coverageFor,
  coverageGaps,
  coverageProblems,
  demoNetwork,
  districtDefault,
  findHub,
  hubCodePattern,
  hubLabel,
  lastMileHubFor,
  type NetworkMap,
  networkProblems,
  pickupHubFor,
} from './index.ts';

const hubByCode = new Map(demoNetwork.hubs.map((hub) => [hub.code, hub]));

describe('demo network', () => {
  it('is complete and sound', () => {
    expect(coverageGaps(demoNetwork)).toEqual([]);
    expect(networkProblems(demoNetwork)).toEqual([]);
  });

  it('has a default row and one row per upazila or thana for each of the 64 districts', () => {
    expect(districts).toHaveLength(64);
    for (const district of districts) {
      const rows = demoNetwork.coverage.filter((row) => row.district === district.id);
      expect(
        rows.filter((row) => row.upazila === districtDefault),
        district.id,
      ).toHaveLength(1);
      expect(rows).toHaveLength(upazilasOf(district.id).length + 1);
    }
  });

  it('has a hub in every division, each district served from its own division', () => {
    for (const division of divisions) {
      expect(
        demoNetwork.hubs.some((hub) => districtById(hub.district).division === division.id),
        division.id,
      ).toBe(true);
    }
    for (const row of demoNetwork.coverage) {
      const hub = hubByCode.get(row.lastMileHub);
      expect(hub && districtById(hub.district).division, `${row.district}/${row.upazila}`).toBe(
        districtById(row.district)?.division,
      );
    }
  });

  it('splits every Dhaka thana and upazila between the city hubs explicitly', () => {
    const named = Object.values(demoDhakaAreas).flat();
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(
      upazilasOf('dhaka')
        .map((u) => u.id)
        .sort(),
    );
    expect(lastMileHubFor(demoNetwork, 'dhaka', 'mirpur')).toBe('DHK-MIR');
    expect(lastMileHubFor(demoNetwork, 'dhaka', 'uttara-west')).toBe('DHK-UTT');
    expect(lastMileHubFor(demoNetwork, 'dhaka', 'gulshan')).toBe('DHK-BAD');
    expect(lastMileHubFor(demoNetwork, 'dhaka', 'motijheel')).toBe('DHK-MOT');
    expect(lastMileHubFor(demoNetwork, 'dhaka', 'dhanmondi')).toBe('DHK-DHN');
    expect(lastMileHubFor(demoNetwork, 'dhaka', 'tejgaon')).toBe('DHK-SC');
  });

  it('uses only valid, distinct hub codes, and every hub serves some area', () => {
    for (const hub of demoNetwork.hubs) {
      expect(hub.code).toMatch(hubCodePattern);
      expect(
        demoNetwork.coverage.some((row) => row.lastMileHub === hub.code),
        hub.code,
      ).toBe(true);
    }
    expect(hubByCode.size).toBe(demoNetwork.hubs.length);
    expect(hubByCode.get(demoNetwork.sortingHub)?.kinds).toContain('sorting');
  });
});

describe('coverageFor', () => {
  it('finds the upazila row, else the district default', () => {
    expect(coverageFor(demoNetwork, 'rangpur', 'mithapukur')).toMatchObject({
      upazila: 'mithapukur',
      lastMileHub: 'RNG',
    });
    expect(coverageFor(demoNetwork, 'dhaka', 'savar')?.pickupHub).toBe('DHK-MIR');
    expect(coverageFor(demoNetwork, 'dhaka')?.upazila).toBe(districtDefault);
    expect(coverageFor(demoNetwork, 'dhaka', null)?.lastMileHub).toBe('DHK-SC');
    expect(coverageFor(demoNetwork, 'dhaka', 'no-such-thana')?.upazila).toBe(districtDefault);
    expect(pickupHubFor(demoNetwork, 'coxs-bazar', 'teknaf')).toBe('COX');
    expect(lastMileHubFor(demoNetwork, 'feni')).toBe('CUM');
  });

  it('finds nothing for an unknown district', () => {
    expect(coverageFor(demoNetwork, 'atlantis', 'sadar')).toBeUndefined();
    expect(lastMileHubFor(demoNetwork, 'atlantis')).toBeUndefined();
  });
});

describe('coverageGaps', () => {
  it('finds a removed row', () => {
    const map: NetworkMap = {
      ...demoNetwork,
      coverage: demoNetwork.coverage.filter(
        (row) => !(row.district === 'sylhet' && row.upazila === 'companiganj'),
      ),
    };
    expect(coverageGaps(map)).toEqual([
      { district: 'sylhet', upazila: 'companiganj', problem: coverageProblems.missing },
    ]);
    expect(networkProblems(map)).toEqual([`sylhet / companiganj: ${coverageProblems.missing}`]);
  });

  it('finds a missing district default', () => {
    const map = {
      ...demoNetwork,
      coverage: demoNetwork.coverage.filter((r) => !(r.district === 'bhola' && r.upazila === '*')),
    };
    expect(coverageGaps(map)).toEqual([
      { district: 'bhola', upazila: '*', problem: coverageProblems.missing },
    ]);
  });

  it('finds a row naming a hub that does not deliver, or does not exist', () => {
    const hubs = demoNetwork.hubs.map((hub) =>
      hub.code === 'RAJ' ? { ...hub, kinds: ['pickup' as const] } : hub,
    );
    const coverage = demoNetwork.coverage.map((row) =>
      row.district === 'bogura' && row.upazila === 'sherpur' ? { ...row, pickupHub: 'NOPE' } : row,
    );
    const gaps = coverageGaps({ ...demoNetwork, hubs, coverage });
    const rajRows = demoNetwork.coverage.filter((row) => row.lastMileHub === 'RAJ');
    expect(rajRows.length).toBeGreaterThan(1);
    expect(gaps).toHaveLength(rajRows.length + 1);
    for (const row of rajRows) {
      expect(gaps).toContainEqual({
        district: row.district,
        upazila: row.upazila,
        problem: coverageProblems.notLastMileHub,
      });
    }
    expect(gaps).toContainEqual({
      district: 'bogura',
      upazila: 'sherpur',
      problem: coverageProblems.unknownPickupHub,
    });
  });

  it('finds a duplicate row and a row for an area that does not exist', () => {
    const extra = { district: 'khulna', upazila: 'dumuria', lastMileHub: 'JSR', pickupHub: 'JSR' };
    const bogus = { district: 'khulna', upazila: 'gulshan', lastMileHub: 'KHL', pickupHub: 'KHL' };
    const gaps = coverageGaps({ ...demoNetwork, coverage: [...demoNetwork.coverage, extra, bogus] });
    expect(gaps).toEqual([
      { district: 'khulna', upazila: 'dumuria', problem: coverageProblems.duplicate },
      { district: 'khulna', upazila: 'gulshan', problem: coverageProblems.unknownArea },
    ]);
  });
});

describe('networkProblems', () => {
  it('names bad lanes, a sorting hub that does not sort, duplicate and malformed codes', () => {
    const mirpur = demoNetwork.hubs.find((hub) => hub.code === 'DHK-MIR');
    if (!mirpur) throw new Error('the demo network has a Mirpur hub');
    const problems = networkProblems({
      ...demoNetwork,
      hubs: [...demoNetwork.hubs, mirpur, { ...mirpur, code: 'dhk mirpur 2' }],
      lanes: [...demoNetwork.lanes, ['CTG', 'XYZ'], ['BOG', 'RAJ'], ['SYL', 'SYL']],
      sortingHub: 'DHK-MIR',
    });
    expect(problems).toEqual([
      `Hub code DHK-MIR is used more than once.`,
      `Hub code "dhk mirpur 2" is not 1-12 uppercase letters, digits or '-'.`,
      'The sorting hub DHK-MIR is not of kind sorting.',
      'The lane CTG–XYZ names an unknown hub XYZ.',
      'The lane BOG–RAJ is listed more than once.',
      'The lane SYL–SYL joins a hub to itself.',
    ]);
    expect(networkProblems({ ...demoNetwork, sortingHub: 'NONE' })).toEqual([
      'The sorting hub NONE does not exist.',
    ]);
  });
});

describe('findHub and hubLabel', () => {
  it('finds a hub by code and words it in English and Bangla', () => {
    const rangpur = findHub(demoNetwork, 'RNG');
    if (!rangpur) throw new Error('the demo network has a Rangpur hub');
    expect(rangpur.district).toBe('rangpur');
    expect(findHub(demoNetwork, 'NOPE')).toBeUndefined();
    expect(hubLabel(rangpur, 'en')).toBe('Rangpur hub');
    expect(hubLabel(rangpur, 'bn')).toBe('রংপুর হাব');
  });
});
