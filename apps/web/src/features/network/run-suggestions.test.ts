import { describe, expect, it } from 'vitest';
import { areaKey, rankRiders } from './run-suggestions';

const rider = (name: string, load: number, suggestedFor: string[] = []) => ({
  id: name,
  name,
  phone: '01700000000',
  load,
  suggestedFor,
});

describe('rankRiders', () => {
  const riders = [
    rider('Karim', 3, ['dhaka/dhanmondi']),
    rider('Rahim', 12, ['dhaka/dhanmondi', 'dhaka/mohammadpur']),
    rider('Salma', 0),
    rider('Babul', 3),
  ];

  it('puts the riders of the chosen areas first, the one covering most of them on top', () => {
    const ranked = rankRiders(riders, ['dhaka/dhanmondi', 'dhaka/mohammadpur']);
    expect(ranked.map((each) => [each.name, each.matches])).toEqual([
      ['Rahim', 2],
      ['Karim', 1],
      ['Salma', 0],
      ['Babul', 0],
    ]);
  });

  it('orders by load, then name, when no area is chosen (pickups)', () => {
    expect(rankRiders(riders, []).map((each) => each.name)).toEqual(['Salma', 'Babul', 'Karim', 'Rahim']);
  });

  it('names an area as the API does', () => {
    expect(areaKey({ district: 'dhaka', upazila: 'dhanmondi' })).toBe('dhaka/dhanmondi');
    expect(areaKey({ district: 'rangpur', upazila: null })).toBe('rangpur/');
  });
});
