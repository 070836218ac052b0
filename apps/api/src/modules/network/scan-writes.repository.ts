/**
 * The scan key's unique index is the last word on a scan sent twice at once: the second insert fails,
 * its transaction rolls back, and the scan answers the first one's result again (scans.service).
 */

/** Whether an error is the scan key's unique index refusing a key already recorded. */
export function isScanKeyTaken(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const { code, constraint, message } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (
      code === '23505' &&
      (constraint === 'scan_events_scan_key_unique' ||
        (typeof message === 'string' && message.includes('scan_events_scan_key_unique')))
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
