import { deliveryTypes, parcelTypes, paymentMethods, type RowCheck } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiTrash2 } from 'react-icons/fi';
import { formatDay } from '../../../lib/format';
import { useMyTariff, useTaka } from '../../../lib/use-money';
import { usePublicHolidays } from '../../../lib/use-public-holidays';
import { ReceiverRecordBadge } from '../../receivers/components/receiver-record-badge';
import { type CsvColumn, type CsvValues, courierFeeOf, csvColumns, promisedDayOf } from '../csv-rows';

export interface EditableRow {
  key: number;
  /** The row's line in the file (1 is the header). */
  line: number;
  values: CsvValues;
}

const choices: Partial<Record<CsvColumn, readonly string[]>> = {
  parcelType: parcelTypes,
  deliveryType: deliveryTypes,
  paymentMethod: paymentMethods,
};

/** Every row of the file, each cell editable, with the single-booking message under a wrong cell. */
export function CsvPreviewTable(props: {
  rows: EditableRow[];
  checks: RowCheck[];
  onlyErrors: boolean;
  onChange(key: number, column: CsvColumn, value: string): void;
  onDrop(key: number): void;
}) {
  const { t, i18n } = useTranslation(['merchants', 'validation']);
  const taka = useTaka();
  // The merchant's own prices (its rate card in force today), as the booking will charge.
  const tariff = useMyTariff();
  const holidays = usePublicHolidays();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      {Object.entries(choices).map(([column, options]) => (
        <datalist key={column} id={`csv-${column}`}>
          {options?.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      ))}
      <table className="table table-sm table-pin-rows">
        <thead>
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
        <tbody>
          {props.rows.map((row, index) => {
            const check = props.checks[index];
            const fields = check && !check.ok ? check.fields : {};
            if (props.onlyErrors && check?.ok) return null;
            return (
              <tr key={row.key} data-testid="csv-row" className={check?.ok ? '' : 'bg-error/5'}>
                <th scope="row" className="align-top">
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
                  return (
                    <td key={column} className="min-w-36 align-top">
                      <input
                        className={`input input-sm w-full ${message ? 'input-error' : ''}`}
                        value={row.values[column]}
                        list={choices[column] ? `csv-${column}` : undefined}
                        aria-label={t('bulk.preview.cellLabel', {
                          column: t(`bulk.column.${column}`),
                          line: row.line,
                        })}
                        aria-invalid={message ? true : undefined}
                        aria-describedby={message ? errorId : undefined}
                        onChange={(event) => props.onChange(row.key, column, event.currentTarget.value)}
                      />
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
                <td className="align-top">
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
