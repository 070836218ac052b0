import { z } from 'zod';
import { apiErrorSchema } from './errors.ts';
import { type CreateParcelInput, createParcelSchema, parcelSchema } from './parcels.ts';

export const maxBulkParcels = 500;

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
