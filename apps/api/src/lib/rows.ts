/**
 * The named columns of a row, as they are: for the mappers that hand most of a row on unchanged and
 * convert only a few columns (timestamps to ISO strings, flags worked out from other columns).
 */
export function pickColumns<Row extends object, Key extends keyof Row>(
  row: Row,
  keys: readonly Key[],
): Pick<Row, Key> {
  const picked = {} as Pick<Row, Key>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}

/** A nullable timestamp column as the API writes it: ISO 8601, or null. */
export function isoOrNull(date: Date | null): string | null {
  return date?.toISOString() ?? null;
}

/**
 * The one row a write with `returning()` gave back. `what` names the write in the error, since a
 * database that returns nothing there is broken, not a case for the caller to handle.
 */
export function onlyRow<Row>(rows: Row[], what: string): Row {
  const [row] = rows;
  if (!row) throw new Error(`${what} returned no row`);
  return row;
}
