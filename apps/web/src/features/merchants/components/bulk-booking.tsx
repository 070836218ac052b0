import { maxBulkParcels, type Parcel } from '@desh/shared';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiDownload, FiUpload } from 'react-icons/fi';
import { errorText } from '../../../lib/error-text';
import { useMyTariff } from '../../../lib/use-money';
import { type BulkBookingAnswer, useBulkBook } from '../api/bulk-book';
import {
  type CsvColumn,
  checkRows,
  csvColumns,
  csvTemplate,
  toParcelInput,
  valuesFromRecord,
} from '../csv-rows';
import { BatchLabels } from './batch-labels';
import { CsvPreviewTable, type EditableRow } from './csv-preview-table';

const requiredColumns: CsvColumn[] = [
  'parcelTitle',
  'receiverName',
  'receiverPhone',
  'pickupAddress',
  'deliveryAddress',
  'parcelType',
  'paymentMethod',
];
// The byte-order mark makes spreadsheet programs read Bangla text in the template as UTF-8.
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csvTemplate()}`)}`;

async function readCsv(file: File): Promise<{ rows: Array<Record<string, unknown>>; columns: string[] }> {
  const { default: Papa } = await import('papaparse');
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, unknown>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.replace(/^\uFEFF/, '').trim(),
      complete: (result) => resolve({ rows: result.data, columns: result.meta.fields ?? [] }),
      error: (error) => reject(error),
    });
  });
}

/** CSV upload → preview with per-cell errors (fix or drop) → one bulk booking → every label at once. */
export function BulkBooking() {
  const { t } = useTranslation('merchants');
  const [rows, setRows] = useState<EditableRow[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [result, setResult] = useState<BulkBookingAnswer | null>(null);
  const bulk = useBulkBook();
  // A second click lands before the button re-renders as disabled: the list is sent once per click burst
  // (and the server books a list sent again once, by its Idempotency-Key).
  const sending = useRef(false);
  const tariff = useMyTariff();
  const checks = useMemo(
    () =>
      checkRows(
        rows.map((row) => row.values),
        tariff,
      ),
    [rows, tariff],
  );
  const invalid = checks.filter((check) => !check.ok).length;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setFileProblem(null);
    setResult(null);
    try {
      const parsed = await readCsv(file);
      const missing = requiredColumns.filter((column) => !parsed.columns.includes(column));
      if (missing.length > 0)
        return setFileProblem(t('bulk.file.missingColumns', { columns: missing.join(', ') }));
      if (parsed.rows.length === 0) return setFileProblem(t('bulk.file.empty'));
      if (parsed.rows.length > maxBulkParcels) {
        return setFileProblem(t('bulk.file.tooMany', { count: parsed.rows.length, max: maxBulkParcels }));
      }
      setRows(
        parsed.rows.map((record, index) => ({
          key: index,
          line: index + 2,
          values: valuesFromRecord(record),
        })),
      );
    } catch {
      setFileProblem(t('bulk.file.unreadable'));
    }
  }

  function change(key: number, column: CsvColumn, value: string) {
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, values: { ...row.values, [column]: value } } : row)),
    );
  }

  function submit() {
    if (sending.current) return;
    sending.current = true;
    bulk.mutate(
      rows.map((row) => toParcelInput(row.values, tariff)),
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (answer) => {
          setResult(answer);
          // Rows the server took leave the preview; any it refused stay, to fix and send again.
          const refused = new Set(answer.results.filter((r) => r.status === 'invalid').map((r) => r.index));
          setRows((current) => current.filter((_, index) => refused.has(index)));
        },
      },
    );
  }

  const booked: Parcel[] = result?.results.flatMap((row) => (row.parcel ? [row.parcel] : [])) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="no-print card border border-base-300 bg-base-100">
        <div className="card-body gap-4">
          <p className="opacity-80">{t('bulk.intro', { max: maxBulkParcels })}</p>
          <p className="text-sm opacity-70">{t('bulk.columnsHint', { columns: csvColumns.join(', ') })}</p>
          <div className="flex flex-wrap items-center gap-3">
            <a
              className="btn btn-outline btn-sm"
              href={templateHref}
              download="desh-bulk-booking-template.csv"
            >
              <FiDownload aria-hidden />
              {t('bulk.template')}
            </a>
            <label className="btn btn-primary btn-sm">
              <FiUpload aria-hidden />
              {t('bulk.choose')}
              <input
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                data-testid="csv-file"
                onChange={(event) => {
                  void onFile(event.currentTarget.files?.[0]);
                  event.currentTarget.value = '';
                }}
              />
            </label>
          </div>
          {fileProblem && (
            <p role="alert" className="alert alert-error alert-soft">
              {fileProblem}
            </p>
          )}
        </div>
      </div>

      {rows.length > 0 && (
        <section className="no-print flex flex-col gap-3" aria-label={t('bulk.preview.title')}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-bold">{t('bulk.preview.title')}</h2>
            <p role="status" className={invalid ? 'text-error' : 'text-success'}>
              {invalid
                ? t('bulk.preview.someInvalid', { count: rows.length, invalid })
                : t('bulk.preview.allValid', { count: rows.length })}
            </p>
          </div>
          <label className="label cursor-pointer gap-2 self-start">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={onlyErrors}
              onChange={(event) => setOnlyErrors(event.currentTarget.checked)}
            />
            {t('bulk.preview.onlyErrors')}
          </label>
          <CsvPreviewTable
            rows={rows}
            checks={checks}
            onlyErrors={onlyErrors}
            onChange={change}
            onDrop={(key) => setRows((current) => current.filter((row) => row.key !== key))}
          />
          {bulk.error && (
            <p role="alert" className="alert alert-error alert-soft">
              {errorText(bulk.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary"
              disabled={invalid > 0 || bulk.isPending}
              onClick={submit}
            >
              {bulk.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
              {t('bulk.submit', { count: rows.length })}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setRows([])}>
              {t('bulk.clear')}
            </button>
          </div>
        </section>
      )}

      {result && (
        <div className="flex flex-col gap-6">
          <p role="status" className="no-print alert alert-success alert-soft">
            {t('bulk.done', { created: result.created, existing: result.existing, invalid: result.invalid })}
            {result.replayed && ` ${t('bulk.replayed')}`}
          </p>
          {booked.length > 0 && <BatchLabels parcels={booked} />}
        </div>
      )}
    </div>
  );
}
