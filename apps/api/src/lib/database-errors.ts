/**
 * Whether an error means "the database is unreachable or dropped the connection" (an outage the
 * client should retry after) rather than a fault in the request or in this code. Drizzle and Better
 * Auth wrap the driver's error, so the whole `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const unavailableCodes = new Set([
  // PostgreSQL: administrator command (pg_terminate_backend), crash, starting up or shutting down,
  // too many connections, statement timeout.
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '53300',
  '57014',
  // The network between us.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say these in words only. */
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Client has encountered a connection error|Cannot use a pool after calling end/;

/** Whether an error is the database's `code` (SQLSTATE, e.g. `55P03`), read through the wrappers' `cause` chain. */
export function isDatabaseError(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
