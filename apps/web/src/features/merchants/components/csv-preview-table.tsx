import type { RowCheck } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiTrash2 } from 'react-icons/fi';
import { formatDay } from '../../../lib/format';
import { useMyTariff, useTaka } from '../../../lib/use-money';
import { usePublicHolidays } from '../../../lib/use-public-holidays';
import { ReceiverRecordBadge } from '../../receivers/components/receiver-record-badge';
import {
  type CsvColumn,
  type CsvValues,
  choiceColumns,
  courierFeeOf,
  csvColumns,
  promisedDayOf,
} from '../csv-rows';

export interface EditableRow {
  key: number;
  /** The row's line in the file (1 is the header). */
  line: number;
  values: CsvValues;
}

/** Where a choice's words live in the parcels namespace. */
const choiceKeys: Partial<Record<CsvColumn, string>> = {
  parcelType: 'type',
  deliveryType: 'deliveryType',
  paymentMethod: 'payment',
};

/**
 * Every row of the file, each cell editable (a choice as a select), with the single-booking message
 * under a wrong cell. A table from 768 px; below it each row is a card of labelled cells, so a phone
 * sees every cell and its message without scrolling sideways.
 */
export function CsvPreviewTable(props: {
  rows: EditableRow[];
  checks: RowCheck[];
  onlyErrors: boolean;
  onChange(key: number, column: CsvColumn, value: string): void;
  onDrop(key: number): void;
}) {
  const { t, i18n } = useTranslation(['merchants', 'validation', 'parcels']);
  const taka = useTaka();
  // The merchant's own prices (its rate card in force today), as the booking will charge.
  const tariff = useMyTariff();
  const holidays = usePublicHolidays();
  return (
    <div className="md:overflow-x-auto md:rounded-box md:border md:border-base-300">
      <table className="table table-sm block md:table md:table-pin-rows">
        <thead className="hidden md:table-header-group">
          <tr>
            <th scope="col">{t('bulk.preview.line')}</th>
            {csvColumns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap">
                {t(`bulk.column.${column}`)}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">{t('bulk.preview.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 md:table-row-group">
          {props.rows.map((row, index) => {
            const check = props.checks[index];
            const fields = check && !check.ok ? check.fields : {};
            if (props.onlyErrors && check?.ok) return null;
            return (
              <tr
                key={row.key}
                data-testid="csv-row"
                className={`grid grid-cols-1 gap-x-3 rounded-box border border-base-300 p-2 sm:grid-cols-2 md:table-row md:rounded-none md:border-0 md:border-base-content/5 md:border-b md:p-0 ${check?.ok ? '' : 'bg-error/5'}`}
              >
                <th scope="row" className="align-top sm:col-span-2">
                  <span className="md:hidden">{t('bulk.preview.line')} </span>
                  {row.line}
                </th>
                {csvColumns.map((column) => {
                  const message = fields[column];
                  const errorId = `csv-${row.key}-${column}-error`;
                  if (column === 'deliveryFee') {
                    // The courier's price, not the file's: what the booking will be charged.
                    const fee = courierFeeOf(row.values, tariff);
                    // The day promised if the row were booked now (the booking fixes it when it is made).
                    const promised = promisedDayOf(row.values, tariff, holidays);
                    return (
                      <td key={column} className="align-top font-medium tabular-nums">
                        <CellName column={column} />
                        <span data-testid="csv-fee">{fee ? taka(Number(fee)) : '—'}</span>
                        {promised && (
                          <span
                            className="block whitespace-nowrap font-normal text-base-content/80 text-xs"
                            data-testid="csv-promised"
                          >
                            {t('bulk.preview.promised', { day: formatDay(promised, i18n.language) })}
                          </span>
                        )}
                        {message && (
                          <p id={errorId} className="mt-1 text-xs text-error">
                            {t(message, { ns: 'validation', defaultValue: message })}
                          </p>
                        )}
                      </td>
                    );
                  }
                  const options = choiceColumns[column];
                  const value = row.values[column];
                  const cell = {
                    value,
                    'aria-label': t('bulk.preview.cellLabel', {
                      column: t(`bulk.column.${column}`),
                      line: row.line,
                    }),
                    'aria-invalid': message ? true : undefined,
                    'aria-describedby': message ? errorId : undefined,
                    onChange: (event: { currentTarget: { value: string } }) =>
                      props.onChange(row.key, column, event.currentTarget.value),
                  };
                  return (
                    <td key={column} className="align-top md:min-w-36">
                      <CellName column={column} />
                      {options ? (
                        <select
                          className={`select select-sm w-full ${message ? 'select-error' : ''}`}
                          {...cell}
                        >
                          {/* Empty, or what the file said outside the list ("big"): shown until a choice replaces it. */}
                          {!options.includes(value) && (
                            <option value={value}>{value === '' ? '—' : `“${value}”`}</option>
                          )}
                          {options.map((option) => (
                            <option key={option} value={option}>
                              {t(`${choiceKeys[column]}.${option}`, { ns: 'parcels' })}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <input
                          className={`input input-sm w-full ${message ? 'input-error' : ''}`}
                          {...cell}
                        />
                      )}
                      {message && (
                        <p id={errorId} className="mt-1 text-xs text-error">
                          {t(message, { ns: 'validation', defaultValue: message })}
                        </p>
                      )}
                      {column === 'receiverPhone' && !message && (
                        <div className="mt-1">
                          <ReceiverRecordBadge
                            phone={row.values.receiverPhone}
                            enabled={row.values.paymentMethod.trim().toLowerCase() === 'cod'}
                          />
                        </div>
                      )}
                    </td>
                  );
                })}
                <td className="align-top sm:col-span-2">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm btn-square"
                    aria-label={t('bulk.preview.drop', { line: row.line })}
                    title={t('bulk.preview.drop', { line: row.line })}
                    onClick={() => props.onDrop(row.key)}
                  >
                    <FiTrash2 aria-hidden />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The column's name above its cell where rows are cards (a phone); the table's head says it from 768 px. */
function CellName({ column }: { column: CsvColumn }) {
  const { t } = useTranslation('merchants');
  return (
    <span aria-hidden className="mb-1 block font-semibold text-base-content/70 text-xs md:hidden">
      {t(`bulk.column.${column}`)}
    </span>
  );
}
