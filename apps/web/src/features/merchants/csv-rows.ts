import {
  bookingFeeFor,
  checkParcelRow,
  csvDocument,
  csvText,
  maxCodAmount,
  parcelTypes,
  type RowCheck,
  resolveDistrictId,
} from '@desh/shared';

/** The CSV columns, in template order: the POST /api/parcels fields. */
export const csvColumns = [
  'merchantOrderId',
  'parcelTitle',
  'receiverName',
  'receiverPhone',
  'pickupAddress',
  'pickupDistrict',
  'deliveryAddress',
  'deliveryDistrict',
  'parcelType',
  'deliveryFee',
  'paymentMethod',
  'codAmount',
] as const;
export type CsvColumn = (typeof csvColumns)[number];
export type CsvValues = Record<CsvColumn, string>;

const numberColumns: readonly CsvColumn[] = ['deliveryFee', 'codAmount'];

const exampleRows: CsvValues[] = [
  {
    merchantOrderId: 'ORD-1001',
    parcelTitle: 'Cotton saree',
    receiverName: 'Nasima Begum',
    receiverPhone: '01712345678',
    pickupAddress: 'Shop 12, New Market, Dhaka',
    pickupDistrict: 'dhaka',
    deliveryAddress: 'House 5, Road 2, Agrabad, Chattogram',
    deliveryDistrict: 'chattogram',
    parcelType: 'small',
    deliveryFee: '139',
    paymentMethod: 'cod',
    codAmount: '1850',
  },
];

/** The downloadable template: the header and one filled-in example row. */
export function csvTemplate(): string {
  return csvDocument([
    csvColumns.map(csvText),
    ...exampleRows.map((row) => csvColumns.map((column) => csvText(row[column]))),
  ]);
}

/** A CSV record (header → text) as the row's editable values; unknown columns are ignored. */
export function valuesFromRecord(record: Record<string, unknown>): CsvValues {
  const values = {} as CsvValues;
  for (const column of csvColumns) {
    const raw = record[column];
    values[column] =
      typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : String(raw);
  }
  return values;
}

/**
 * What the row would send: text as typed, numbers as numbers, an empty optional amount left out.
 * A number column that is not a number is sent as text, so the schema answers with its own message.
 */
export function toParcelInput(values: CsvValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const priced = { ...values, deliveryFee: courierFeeOf(values) || values.deliveryFee };
  for (const column of csvColumns) {
    const value = priced[column];
    if (numberColumns.includes(column)) {
      if (value === '') continue;
      const number = Number(value.replaceAll(',', ''));
      input[column] = Number.isFinite(number) ? number : value;
    } else {
      input[column] = value;
    }
  }
  return input;
}

/**
 * The courier's price for a row, worked out by the shared rule the server charges by (whatever the
 * file's fee says), or '' until the row names a parcel type.
 */
export function courierFeeOf(values: CsvValues): string {
  const parcelType = parcelTypes.find((type) => type === values.parcelType);
  if (!parcelType) return '';
  const paymentMethod = values.paymentMethod === 'cod' ? 'cod' : 'prepaid';
  const cod = Number(values.codAmount.replaceAll(',', ''));
  const codAmount = Number.isFinite(cod) && cod >= 0 && cod <= maxCodAmount ? cod : undefined;
  const fee = bookingFeeFor({
    pickupDistrict: resolveDistrictId(values.pickupDistrict),
    deliveryDistrict: resolveDistrictId(values.deliveryDistrict),
    parcelType,
    paymentMethod,
    codAmount,
  });
  return String(fee.total);
}

/** The same check as a single booking (packages/shared createParcelSchema), per cell. */
export function checkValues(values: CsvValues): RowCheck {
  return checkParcelRow(toParcelInput(values));
}
