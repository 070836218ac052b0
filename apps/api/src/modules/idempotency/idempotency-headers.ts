import { z } from 'zod';

/**
 * The request headers of a write that may carry an Idempotency-Key (POST /api/parcels and
 * POST /api/parcels/bulk): other headers pass through untouched, only the optional key is read.
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Any unique string (a UUID is ideal), 1–255 printable ASCII characters; remembered for 24 hours.',
    ),
});
