import { coverageGaps } from './coverage.ts';
import { hubCodePattern, type NetworkMap } from './types.ts';

/**
 * Everything that stops a network from routing every parcel: bad or duplicate hub codes, a sorting hub
 * that is missing or does not sort, lanes naming unknown hubs, and every coverage gap. Empty when sound.
 */
export function networkProblems(map: NetworkMap): string[] {
  const problems: string[] = [];
  const codes = new Set<string>();
  for (const hub of map.hubs) {
    if (!hubCodePattern.test(hub.code))
      problems.push(`Hub code "${hub.code}" is not 1-12 uppercase letters, digits or '-'.`);
    if (codes.has(hub.code)) problems.push(`Hub code ${hub.code} is used more than once.`);
    codes.add(hub.code);
    if (hub.kinds.length === 0) problems.push(`Hub ${hub.code} does no kind of work.`);
  }

  const sorting = map.hubs.find((hub) => hub.code === map.sortingHub);
  if (!sorting) problems.push(`The sorting hub ${map.sortingHub} does not exist.`);
  else if (!sorting.kinds.includes('sorting'))
    problems.push(`The sorting hub ${map.sortingHub} is not of kind sorting.`);

  const lanes = new Set<string>();
  for (const [a, b] of map.lanes) {
    for (const end of [a, b]) {
      if (!codes.has(end)) problems.push(`The lane ${a}–${b} names an unknown hub ${end}.`);
    }
    if (a === b) problems.push(`The lane ${a}–${b} joins a hub to itself.`);
    const key = a < b ? `${a} ${b}` : `${b} ${a}`;
    if (lanes.has(key)) problems.push(`The lane ${a}–${b} is listed more than once.`);
    lanes.add(key);
  }

  for (const gap of coverageGaps(map)) problems.push(`${gap.district} / ${gap.upazila}: ${gap.problem}`);
  return problems;
}
