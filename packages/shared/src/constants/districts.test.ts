import { describe, expect, it } from 'vitest';
import { districtIdSchema } from '../schemas/districts.ts';
import {
  districtAliasesOf,
  districtById,
  districts,
  districtsByDivision,
  divisions,
  resolveDistrictId,
} from './districts.ts';

const kebab = /^[a-z]+(-[a-z]+)*$/;
const banglaScript = /^[\u0980-\u09FF\s]+$/;

describe('divisions', () => {
  it('lists exactly the 8 divisions', () => {
    expect(divisions).toHaveLength(8);
    expect(divisions.map((d) => d.name)).toEqual([
      'Barishal',
      'Chattogram',
      'Dhaka',
      'Khulna',
      'Mymensingh',
      'Rajshahi',
      'Rangpur',
      'Sylhet',
    ]);
  });

  it('has unique kebab-case ids and a Bangla name for each', () => {
    expect(new Set(divisions.map((d) => d.id)).size).toBe(8);
    for (const d of divisions) {
      expect(d.id).toMatch(kebab);
      expect(d.bn).toMatch(banglaScript);
    }
  });
});

describe('districts', () => {
  it('lists exactly 64 districts with unique ids and names', () => {
    expect(districts).toHaveLength(64);
    expect(new Set(districts.map((d) => d.id)).size).toBe(64);
    expect(new Set(districts.map((d) => d.name)).size).toBe(64);
  });

  it('gives every district a kebab-case id from its name and a Bangla name', () => {
    for (const d of districts) {
      expect(d.id).toMatch(kebab);
      expect(d.id).toBe(d.name.toLowerCase().replace(/'/g, '').replace(/\s+/g, '-'));
      expect(d.bn).toMatch(banglaScript);
      // NFC keeps search and comparison stable whichever keyboard typed the query.
      expect(d.bn).toBe(d.bn.normalize('NFC'));
    }
  });

  it('uses the current official spellings', () => {
    const names = districts.map((d) => d.name);
    for (const name of ['Chattogram', 'Cumilla', 'Barishal', 'Jashore', 'Bogura', "Cox's Bazar"]) {
      expect(names).toContain(name);
    }
    for (const old of ['Chittagong', 'Comilla', 'Barisal', 'Jessore', 'Bogra']) {
      expect(names).not.toContain(old);
    }
    expect(districtById('coxs-bazar')?.bn).toBe('কক্সবাজার');
  });

  it('puts each district in a known division, with the right number per division', () => {
    const divisionIds = new Set(divisions.map((d) => d.id));
    for (const d of districts) expect(divisionIds.has(d.division)).toBe(true);

    const counts = Object.fromEntries(districtsByDivision().map((g) => [g.division.id, g.districts.length]));
    expect(counts).toEqual({
      barishal: 6,
      chattogram: 11,
      dhaka: 13,
      khulna: 10,
      mymensingh: 4,
      rajshahi: 8,
      rangpur: 8,
      sylhet: 4,
    });
  });
});

describe('districtById', () => {
  it('finds a district by id and returns undefined for unknown ids', () => {
    expect(districtById('jashore')).toEqual({
      id: 'jashore',
      name: 'Jashore',
      bn: 'যশোর',
      division: 'khulna',
    });
    expect(districtById('jessore')).toBeUndefined();
    expect(districtById('')).toBeUndefined();
  });
});

describe('districtsByDivision', () => {
  it('groups all 64 districts under the 8 divisions in order', () => {
    const groups = districtsByDivision();
    expect(groups.map((g) => g.division.id)).toEqual(divisions.map((d) => d.id));
    expect(groups.flatMap((g) => g.districts)).toEqual(districts);
    for (const g of groups) {
      for (const d of g.districts) expect(d.division).toBe(g.division.id);
    }
  });
});

describe('districtIdSchema', () => {
  it('accepts every known id', () => {
    for (const d of districts) expect(districtIdSchema.parse(d.id)).toBe(d.id);
  });

  it('rejects unknown ids, names and other types', () => {
    for (const bad of ['chittagong', 'Dhaka', 'dhaka ', '', 42, null]) {
      expect(districtIdSchema.safeParse(bad).success).toBe(false);
    }
    expect(districtIdSchema.safeParse('nowhere').error?.issues[0]?.message).toBe(
      'Choose a district from the list.',
    );
  });
});

describe('districtAliasesOf', () => {
  it('gives the other spellings of a district, each resolving back to it', () => {
    expect(districtAliasesOf('chattogram')).toEqual(expect.arrayContaining(['chittagong', 'ctg']));
    for (const d of districts) {
      for (const alias of districtAliasesOf(d.id)) expect(resolveDistrictId(alias)).toBe(d.id);
    }
    expect(districtAliasesOf('nowhere')).toEqual([]);
  });
});
