/**
 * Stops drawn in the run's first render, and in the kept copy before the rider scrolls: a phone's
 * first screen. The rest follow in a background
 * render, which a tap or a scroll interrupts: a cheap phone takes tens of milliseconds a card, and a
 * rider's day is thirty of them.
 */
export const firstScreenStops = 4;

/**
 * Hands out the stops one render draws, list by list in the run's order (each list gets the first of
 * its stops), until `budget` stops are handed out; an infinite budget hands out every stop.
 */
export function stopBudget(budget: number) {
  let left = budget;
  return <Item>(items: readonly Item[]): readonly Item[] => {
    const shown = left >= items.length ? items : items.slice(0, Math.max(0, left));
    left -= shown.length;
    return shown;
  };
}
