import { upazilasOf } from '@desh/shared/areas';
import { describe, expect, it } from 'vitest';
import { filterOptions, indexOptions, searchKey } from './combobox';

const dhaka = indexOptions(
  upazilasOf('dhaka').map((u) => ({ value: u.id, label: u.name, keywords: [u.bn, u.id] })),
);
const labels = (query: string) => filterOptions(dhaka, query).map((option) => option.label);

describe('combobox search', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(searchKey(' Sher-e-Bangla  Nagar ')).toBe('sherebanglanagar');
    expect(labels('sher e bangla')).toEqual(['Sher-e-Bangla Nagar']);
  });

  it('finds an area by its English or its Bangla name', () => {
    expect(labels('dhanm')).toEqual(['Dhanmondi']);
    expect(labels('ধানমন্ডি')).toEqual(['Dhanmondi']);
    expect(labels('গুলশান')).toEqual(['Gulshan']);
  });

  it('lists names that start with the query first', () => {
    const found = labels('ra');
    expect(found[0]).toBe('Ramna');
    expect(found).toContain('Kamrangirchar');
    expect(found.indexOf('Rampura')).toBeLessThan(found.indexOf('Kamrangirchar'));
  });

  it('shows everything for an empty query and nothing for a stranger', () => {
    expect(labels('')).toHaveLength(dhaka.length);
    expect(labels('zzz')).toEqual([]);
  });
});
