import {
  type BulkBookingResult,
  type BulkRowResult,
  checkParcelRow,
  repeatedOrderIdMessage,
  repeatedOrderIdRows,
} from '@desh/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { createParcelBodySchema } from '../parcels/parcels.schemas.ts';
import { createParcel } from '../parcels/parcels.service.ts';

/**
 * Books each row on its own (one transaction per row, in order, so tracking IDs follow the file):
 * a bad row is answered with its errors and never stops the others. A merchant order ID booked
 * in an earlier batch answers with that parcel; one on an earlier row of this batch makes the row
 * invalid (the file says two things about one order, so the merchant decides which row it means).
 */
export async function bookParcelsInBulk(
  db: Db,
  caller: AuthSession,
  rows: unknown[],
  log: FastifyBaseLogger,
): Promise<BulkBookingResult> {
  const results: BulkRowResult[] = [];
  const repeated = repeatedOrderIdRows(
    rows.map((row) =>
      row && typeof row === 'object' ? (row as { merchantOrderId?: unknown }).merchantOrderId : undefined,
    ),
    true,
  );
  for (const [index, row] of rows.entries()) {
    if (repeated.has(index)) {
      results.push({
        index,
        status: 'invalid',
        error: {
          code: 'VALIDATION_ERROR',
          message: repeatedOrderIdMessage,
          fields: { merchantOrderId: repeatedOrderIdMessage },
        },
      });
      continue;
    }
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
