import { describe, expect, it } from 'vitest';
import { stopBudget } from './first-screen';

describe('stopBudget', () => {
  it('hands out the first stops of each list in order until the budget is spent', () => {
    const take = stopBudget(4);
    expect(take(['store A 1', 'store A 2', 'store A 3'])).toEqual(['store A 1', 'store A 2', 'store A 3']);
    expect(take(['store B 1', 'store B 2'])).toEqual(['store B 1']);
    expect(take(['door 1', 'door 2'])).toEqual([]);
    expect(take([])).toEqual([]);
  });

  it('hands out every stop when the budget is infinite, the very lists it was given', () => {
    const take = stopBudget(Number.POSITIVE_INFINITY);
    const doors = Array.from({ length: 30 }, (_, index) => `door ${index + 1}`);
    expect(take(doors)).toBe(doors);
    expect(take(['finished'])).toEqual(['finished']);
  });

  it('hands out nothing with no budget', () => {
    expect(stopBudget(0)(['door 1'])).toEqual([]);
  });
});
