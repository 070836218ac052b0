/**
 * The time a scan happened: the device's own time when it is believable (an offline scan arrives
 * late, so the timeline must show when it was done), else the server's. Not more than two minutes
 * ahead of the server (a phone's clock drifts a little) and not older than a week.
 */
const aheadMs = 2 * 60_000;
const behindMs = 7 * 24 * 60 * 60_000;

export function scanTime(deviceTime: string | undefined, now: Date = new Date()): Date {
  if (!deviceTime) return now;
  const at = new Date(deviceTime);
  const ms = at.getTime();
  if (Number.isNaN(ms) || ms > now.getTime() + aheadMs || ms < now.getTime() - behindMs) return now;
  return ms > now.getTime() ? now : at;
}
