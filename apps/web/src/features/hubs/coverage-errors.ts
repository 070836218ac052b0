import type { HubCoverageRow } from '@desh/shared';

/**
 * The server answers a refused coverage change with `fields` keyed by the position of each row it was
 * sent (`rows.3.lastMileHubId`). The editor shows them by area: `<upazila>.<field>`. A problem with the
 * area itself is shown under its last-mile select, the first control of the row.
 */
export function coverageErrorsByArea(
  fields: Record<string, string>,
  sent: readonly Pick<HubCoverageRow, 'upazila'>[],
): Record<string, string> {
  const byArea: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(key);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!match || !row) continue;
    const field = match[2] === 'pickupHubId' ? 'pickupHubId' : 'lastMileHubId';
    byArea[`${row.upazila}.${field}`] ??= message;
  }
  return byArea;
}
