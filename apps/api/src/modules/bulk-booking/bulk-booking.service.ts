import { type BulkBookingResult, type BulkRowResult, checkParcelRow } from '@desh/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { createParcelBodySchema } from '../parcels/parcels.schemas.ts';
import { createParcel } from '../parcels/parcels.service.ts';

/**
 * Books each row on its own (one transaction per row, in order, so tracking IDs follow the file):
 * a bad row is answered with its errors and never stops the others. A merchant order ID booked
 * before, in this batch or an earlier one, answers with that parcel.
 */
export async function bookParcelsInBulk(
  db: Db,
  caller: AuthSession,
  rows: unknown[],
  log: FastifyBaseLogger,
): Promise<BulkBookingResult> {
  const results: BulkRowResult[] = [];
  for (const [index, row] of rows.entries()) {
    const checked = checkParcelRow(row, createParcelBodySchema);
    if (!checked.ok) {
      results.push({
        index,
        status: 'invalid',
        error: { code: 'VALIDATION_ERROR', message: checked.message, fields: checked.fields },
      });
      continue;
    }
    try {
      const booked = await createParcel(db, caller, checked.data);
      results.push({ index, status: booked.created ? 'created' : 'existing', parcel: booked.parcel });
    } catch (error) {
      if (!(error instanceof AppError)) log.error({ err: error, index }, 'bulk booking row failed');
      results.push({
        index,
        status: 'invalid',
        error:
          error instanceof AppError
            ? { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) }
            : { code: 'BOOKING_FAILED', message: 'This row could not be booked. Please try it again.' },
      });
    }
  }
  const count = (status: BulkRowResult['status']) =>
    results.filter((result) => result.status === status).length;
  return { created: count('created'), existing: count('existing'), invalid: count('invalid'), results };
}
