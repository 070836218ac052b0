import { describe, expect, it } from 'vitest';
import { filterOptions, indexOptions } from '../../../components/ui/combobox';
import { districtOptions } from './district-select';

const search = (bn: boolean, query: string) =>
  filterOptions(indexOptions(districtOptions(bn, (name) => `${name} Division`)), query).map(
    (option) => option.value,
  );

describe('district search', () => {
  it('lists all 64 districts, each with its division', () => {
    const options = districtOptions(false, (name) => `${name} Division`);
    expect(options).toHaveLength(64);
    expect(options.find((option) => option.value === 'gazipur')?.detail).toBe('Dhaka Division');
  });

  it('finds a district by its English or Bangla name on either page language', () => {
    expect(search(false, 'ঢাকা')[0]).toBe('dhaka');
    expect(search(true, 'dhaka')[0]).toBe('dhaka');
    expect(search(true, 'সিলেট')).toEqual(['sylhet']);
  });

  it('finds a district by the spelling people still write', () => {
    expect(search(false, 'jessore')).toEqual(['jashore']);
    expect(search(false, 'chittagong')).toEqual(['chattogram']);
    expect(search(false, 'comilla')).toEqual(['cumilla']);
    // As it sounds: the vowel people write differently.
    expect(search(false, 'Rongpur')).toEqual(['rangpur']);
    expect(search(true, 'rongpur')).toEqual(['rangpur']);
    expect(search(false, 'Shylet')).toEqual(['sylhet']);
  });

  it('does not match a whole division for its name', () => {
    expect(search(false, 'khulna')).toEqual(['khulna']);
  });
});
