import { z } from 'zod';
import { apiErrorSchema } from './errors.ts';
import { type CreateParcelInput, createParcelSchema, parcelSchema } from './parcels.ts';

export const maxBulkParcels = 500;

/** A merchant order ID names one parcel: a file that repeats one is asked which row it means. */
export const repeatedOrderIdMessage = 'This order ID is on another row of this file.';

/**
 * The rows (by index) whose merchant order ID is also on another row; `firstKept` leaves the first
 * row of each ID out (the server books it and refuses the later ones).
 */
export function repeatedOrderIdRows(orderIds: readonly unknown[], firstKept = false): Set<number> {
  const rowsOf = new Map<string, number[]>();
  orderIds.forEach((value, index) => {
    const id = typeof value === 'string' ? value.trim() : '';
    if (id === '') return;
    rowsOf.set(id, [...(rowsOf.get(id) ?? []), index]);
  });
  const repeated = new Set<number>();
  for (const rows of rowsOf.values()) {
    if (rows.length < 2) continue;
    for (const index of firstKept ? rows.slice(1) : rows) repeated.add(index);
  }
  return repeated;
}

/**
 * POST /api/parcels/bulk. Rows are checked one by one against createParcelSchema by the server,
 * so one bad row does not refuse the others.
 */
export const bulkBookingSchema = z.object({
  parcels: z
    .array(z.record(z.string(), z.unknown()), { error: 'Send the parcels as a list' })
    .min(1, 'Send at least one parcel')
    .max(maxBulkParcels, `Send at most ${maxBulkParcels} parcels at a time`),
});
export type BulkBookingInput = z.infer<typeof bulkBookingSchema>;

export const bulkRowResultSchema = z.object({
  /** The row's position in the request, from 0. */
  index: z.number(),
  /** created: booked now; existing: its merchant order ID was booked before; invalid: see error. */
  status: z.enum(['created', 'existing', 'invalid']),
  parcel: parcelSchema.optional(),
  error: apiErrorSchema.shape.error.optional(),
});
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

export const bulkBookingResultSchema = z.object({
  created: z.number(),
  existing: z.number(),
  invalid: z.number(),
  results: z.array(bulkRowResultSchema),
});
export type BulkBookingResult = z.infer<typeof bulkBookingResultSchema>;

export type RowCheck =
  | { ok: true; data: CreateParcelInput }
  | { ok: false; message: string; fields: Record<string, string> };

/**
 * One bulk row against the single-booking schema: the first message per field, as the API answers it.
 * The server passes its own schema, which also checks each upazila against its district (the area
 * table stays out of the browser's bundle).
 */
export function checkParcelRow(
  row: unknown,
  schema: z.ZodType<CreateParcelInput, unknown> = createParcelSchema,
): RowCheck {
  const parsed = schema.safeParse(row);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.') || '_';
    fields[name] ??= issue.message;
  }
  return { ok: false, message: Object.values(fields)[0] ?? 'The row is not valid.', fields };
}
