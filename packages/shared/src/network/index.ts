/**
 * The hub network (`@desh/shared/network`): hubs, which hub serves each area, line-haul lanes and the
 * route a bag takes between hubs. A module of its own, like `@desh/shared/areas`, whose table it reads.
 */
export {
  type CoverageGap,
  type CoverageProblem,
  coverageFor,
  coverageGaps,
  coverageProblems,
  lastMileHubFor,
  pickupHubFor,
} from './coverage.ts';
export { demoNetwork } from './demo-network.ts';
export { findHub, hubLabel } from './hubs.ts';
export { networkProblems } from './problems.ts';
export { hasLane, hubRoute, nextHop } from './routing.ts';
export {
  type CoverageRow,
  districtDefault,
  type HubKind,
  hubCodePattern,
  hubKinds,
  type NetworkHub,
  type NetworkMap,
} from './types.ts';
