import {
  csvDocument,
  csvNumber,
  csvText,
  dhakaDateTime,
  maxParcelExportRows,
  type Parcel,
  parcelStatusLabels,
  parcelTypeLabels,
  paymentMethodLabels,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { listFilteredParcels } from './parcel-filters.repository.ts';
import { toParcel } from './parcel-mapper.ts';
import type { ParcelExportQuery } from './parcels.schemas.ts';
import { listedSenderEmail } from './parcels.service.ts';

/** My Parcels' seven columns in the spec's order, then what a merchant reconciles with. */
const columns: Array<[header: string, cell: (parcel: Parcel, index: number) => string]> = [
  ['#', (_, index) => csvNumber(index + 1)],
  ['Type', (parcel) => csvText(parcelTypeLabels[parcel.parcelType])],
  ['Tracking ID', (parcel) => csvText(parcel.trackingId)],
  ['Receiver', (parcel) => csvText(parcel.receiverName)],
  ['Delivery Address', (parcel) => csvText(parcel.deliveryAddress)],
  ['Status', (parcel) => csvText(parcelStatusLabels[parcel.status])],
  ['Amount to collect (Tk)', (parcel) => csvNumber(parcel.amountToCollect)],
  ['Delivery fee (Tk)', (parcel) => csvNumber(parcel.deliveryFee)],
  ['Goods value (Tk)', (parcel) => csvNumber(parcel.codAmount)],
  ['Payment', (parcel) => csvText(paymentMethodLabels[parcel.paymentMethod])],
  ['Receiver phone', (parcel) => csvText(parcel.receiverPhone ?? '')],
  ['Merchant order ID', (parcel) => csvText(parcel.merchantOrderId ?? '')],
  ['Parcel', (parcel) => csvText(parcel.parcelTitle)],
  ['Booked (Dhaka time)', (parcel) => csvText(dhakaDateTime(parcel.bookingTime))],
];

export interface ParcelExport {
  csv: string;
  /** More parcels matched than one file carries (`maxParcelExportRows`). */
  truncated: boolean;
}

/**
 * The filtered list as CSV (UTF-8 with a byte-order mark, so spreadsheets read Bangla names), newest
 * first: the caller's own parcels, or a sender's for an admin.
 */
export async function exportParcels(
  db: Db,
  caller: AuthSession,
  query: ParcelExportQuery,
): Promise<ParcelExport> {
  const email = listedSenderEmail(caller, query.email);
  const rows = await listFilteredParcels(db, email, query, { limit: maxParcelExportRows + 1, offset: 0 });
  const parcels = rows.slice(0, maxParcelExportRows).map(toParcel);
  const csv = csvDocument(
    [
      columns.map(([header]) => csvText(header)),
      ...parcels.map((parcel, index) => columns.map(([, cell]) => cell(parcel, index))),
    ],
    { bom: true },
  );
  return { csv, truncated: rows.length > maxParcelExportRows };
}
