import {
  bookingFeeFor,
  checkParcelRow,
  codModes,
  csvDocument,
  csvText,
  deliveryTypes,
  expressNotOfferedMessage,
  isExpressZone,
  listTariff,
  maxCodAmount,
  parcelTypes,
  paymentMethods,
  promisedDeliveryDate,
  type RowCheck,
  repeatedOrderIdMessage,
  repeatedOrderIdRows,
  resolveDistrictId,
  type Tariff,
  weightFitsType,
  zoneFor,
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
  'weightGrams',
  'deliveryType',
  'deliveryFee',
  'paymentMethod',
  // Cash on delivery: the mode (empty: the amount column filled, else the store's default), the goods'
  // value (add_fee_to_receiver) or the one all-in amount (fee_from_payout).
  'codMode',
  'codAmount',
  'amountToCollect',
  // An exchange: yes/no, and the old item the rider collects back (docs/decisions/022).
  'exchange',
  'exchangeItem',
] as const;
export type CsvColumn = (typeof csvColumns)[number];
export type CsvValues = Record<CsvColumn, string>;

/** The columns whose value is one of a list: the preview offers them as a select. */
export const choiceColumns: Partial<Record<CsvColumn, readonly string[]>> = {
  parcelType: parcelTypes,
  deliveryType: deliveryTypes,
  paymentMethod: paymentMethods,
  codMode: codModes,
};

const numberColumns: readonly CsvColumn[] = ['deliveryFee', 'codAmount', 'amountToCollect', 'weightGrams'];
/** Optional columns left out of the row when empty, so the booking's defaults apply. */
const optionalColumns: readonly CsvColumn[] = ['deliveryType', 'codMode'];

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
    weightGrams: '800',
    deliveryType: 'regular',
    deliveryFee: '139',
    paymentMethod: 'cod',
    codMode: 'fee_from_payout',
    codAmount: '',
    amountToCollect: '1850',
    exchange: '',
    exchangeItem: '',
  },
];

const yes = ['yes', 'true', '1', 'হ্যাঁ'];
const no = ['no', 'false', '0', 'না'];

/** The exchange cell: yes or no in English or Bangla (empty: not an exchange); anything else as typed. */
function exchangeFlag(value: string): boolean | string | undefined {
  const word = value.toLowerCase();
  if (word === '') return undefined;
  if (yes.includes(word)) return true;
  if (no.includes(word)) return false;
  return value;
}

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
    const text = typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : String(raw);
    // A choice is read whatever its case ("Small", "COD"); a value outside the list stays as typed.
    const choice = choiceColumns[column]?.find((option) => option === text.toLowerCase());
    values[column] = choice ?? text;
  }
  return values;
}

/**
 * What the row would send: text as typed, numbers as numbers, an empty optional amount left out.
 * A number column that is not a number is sent as text, so the schema answers with its own message.
 */
export function toParcelInput(values: CsvValues, tariff: Tariff = listTariff): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const priced = { ...values, deliveryFee: courierFeeOf(values, tariff) || values.deliveryFee };
  for (const column of csvColumns) {
    const value = priced[column];
    if (column === 'exchange') {
      const flag = exchangeFlag(value);
      if (flag !== undefined) input[column] = flag;
    } else if (numberColumns.includes(column)) {
      if (value === '') continue;
      const number = Number(value.replaceAll(',', ''));
      input[column] = Number.isFinite(number) ? number : value;
    } else if (!(optionalColumns.includes(column) && value === '')) {
      input[column] = value;
    }
  }
  return input;
}

/**
 * The courier's price for a row, worked out by the shared rule the server charges by (whatever the
 * file's fee says), or nothing until the row names a parcel type (or asks for express where it does
 * not run: the booking answers why).
 */
export function courierQuoteOf(values: CsvValues, tariff: Tariff = listTariff) {
  const parcelType = parcelTypes.find((type) => type === values.parcelType);
  if (!parcelType) return undefined;
  const paymentMethod = values.paymentMethod === 'cod' ? 'cod' : 'prepaid';
  // The COD charge is on the cash the rider carries: the all-in amount, or the goods' value.
  const allIn =
    values.codMode === 'fee_from_payout' || (values.codMode === '' && values.amountToCollect !== '');
  const cod = Number((allIn ? values.amountToCollect : values.codAmount).replaceAll(',', ''));
  const codAmount = Number.isFinite(cod) && cod >= 0 && cod <= maxCodAmount ? cod : undefined;
  const grams = Number(values.weightGrams.replaceAll(',', ''));
  const weightGrams =
    values.weightGrams !== '' && Number.isInteger(grams) && weightFitsType(parcelType, grams)
      ? grams
      : undefined;
  const deliveryType = deliveryTypes.find((type) => type === values.deliveryType);
  try {
    return bookingFeeFor(
      {
        pickupDistrict: resolveDistrictId(values.pickupDistrict),
        deliveryDistrict: resolveDistrictId(values.deliveryDistrict),
        parcelType,
        paymentMethod,
        codAmount,
        weightGrams,
        deliveryType,
      },
      tariff,
    );
  } catch {
    return undefined;
  }
}

/** The row's price in taka as text, or '' when it cannot be priced yet. */
export function courierFeeOf(values: CsvValues, tariff: Tariff = listTariff): string {
  const quote = courierQuoteOf(values, tariff);
  return quote ? String(quote.total) : '';
}

/**
 * The Asia/Dhaka day the courier would promise for the row if it were booked at `now`, by the same
 * calendar as a single booking (cut-offs, Fridays, `holidays`), or '' when it cannot be priced yet.
 */
export function promisedDayOf(
  values: CsvValues,
  tariff: Tariff,
  holidays: ReadonlySet<string>,
  now: Date = new Date(),
): string {
  const quote = courierQuoteOf(values, tariff);
  if (!quote) return '';
  return promisedDeliveryDate({
    bookedAt: now,
    zone: quote.zone,
    deliveryType: quote.deliveryType,
    holidays,
  });
}

/** Express asked for between two known districts where it does not run. */
function expressOutsideItsZone(values: CsvValues): boolean {
  const pickup = resolveDistrictId(values.pickupDistrict);
  const delivery = resolveDistrictId(values.deliveryDistrict);
  return (
    values.deliveryType === 'express' && !!pickup && !!delivery && !isExpressZone(zoneFor(pickup, delivery))
  );
}

/**
 * The same check as a single booking (packages/shared createParcelSchema), per cell. The fee is the
 * courier's and its cell is read-only: a row that cannot be priced yet is answered on the cell that
 * stops the price (the parcel type, express where it does not run), never on the fee.
 */
export function checkValues(values: CsvValues, tariff: Tariff = listTariff): RowCheck {
  const input = toParcelInput(values, tariff);
  if (courierQuoteOf(values, tariff)) return checkParcelRow(input);
  const check = checkParcelRow({ ...input, deliveryFee: 1 });
  const fields = check.ok ? {} : { ...check.fields };
  if (expressOutsideItsZone(values)) fields.deliveryType ??= expressNotOfferedMessage;
  const first = Object.values(fields)[0];
  return first ? { ok: false, message: first, fields } : checkParcelRow(input);
}

/**
 * Every row's check, and a merchant order ID on more than one row flagged on each of them: the
 * merchant says which row the order is (the server refuses the later ones).
 */
export function checkRows(rows: readonly CsvValues[], tariff: Tariff = listTariff): RowCheck[] {
  const repeated = repeatedOrderIdRows(rows.map((values) => values.merchantOrderId));
  return rows.map((values, index) => {
    const check = checkValues(values, tariff);
    if (!repeated.has(index)) return check;
    const fields = { ...(check.ok ? {} : check.fields), merchantOrderId: repeatedOrderIdMessage };
    return { ok: false, message: check.ok ? repeatedOrderIdMessage : check.message, fields };
  });
}
