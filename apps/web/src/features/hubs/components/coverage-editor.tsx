import type { Hub, HubCoverageRow } from '@desh/shared';
import { upazilasOf } from '@desh/shared/areas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { showPopup, showToast } from '../../../lib/popups';
import { DistrictSelect } from '../../areas/components/district-select';
import { useCoverage, useSaveCoverage } from '../api/coverage';
import { coverageErrorsByArea } from '../coverage-errors';
import { useHubName } from '../hooks/use-hub-name';
import { hubsError } from '../hubs-error';

type HubField = 'lastMileHubId' | 'pickupHubId';

/** Which hub delivers to and picks up in each area of one district; the server checks every change. */
export function CoverageEditor({ hubs }: { hubs: readonly Hub[] }) {
  const { t } = useTranslation('hubs');
  const [district, setDistrict] = useState('');
  return (
    <section className="space-y-4" aria-labelledby="coverage-title">
      <h2 id="coverage-title" className="text-xl font-semibold">
        {t('coverage.title')}
      </h2>
      <p className="text-sm opacity-80">{t('coverage.explain')}</p>
      <div className="max-w-sm">
        <label htmlFor="coverage-district" className="label mb-1 text-sm font-medium text-base-content">
          {t('field.district')}
        </label>
        <DistrictSelect id="coverage-district" value={district} onChange={setDistrict} />
      </div>
      {district && <DistrictCoverage key={district} district={district} hubs={hubs} />}
    </section>
  );
}

function DistrictCoverage({ district, hubs }: { district: string; hubs: readonly Hub[] }) {
  const { t, i18n } = useTranslation('hubs');
  const hubName = useHubName();
  const coverage = useCoverage(district);
  const save = useSaveCoverage();
  const [edits, setEdits] = useState<Record<string, Pick<HubCoverageRow, HubField>>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  if (coverage.isPending) return <Spinner />;
  if (coverage.isError)
    return (
      <LoadError
        message={t('load.coverage')}
        retryLabel={t('retry')}
        onRetry={() => void coverage.refetch()}
      />
    );

  const bn = i18n.language === 'bn';
  const areas = upazilasOf(district);
  const names = new Map(areas.map((area) => [area.id, bn ? area.bn : area.name] as const));
  const areaName = (upazila: string) =>
    upazila === '*' ? t('coverage.districtDefault') : (names.get(upazila) ?? upazila);
  // Every area of the district, so an area no hub serves yet shows up too (and can be given one).
  const saved = new Map(coverage.data.map((row) => [row.upazila, row] as const));
  const rows: HubCoverageRow[] = ['*', ...areas.map((area) => area.id)].map(
    (upazila) => saved.get(upazila) ?? { district, upazila, lastMileHubId: '', pickupHubId: '' },
  );
  const current = (row: HubCoverageRow) => ({ ...row, ...edits[row.upazila] });
  const changed = rows.map(current).filter((row) => {
    const before = saved.get(row.upazila);
    return before
      ? row.lastMileHubId !== before.lastMileHubId || row.pickupHubId !== before.pickupHubId
      : row.lastMileHubId !== '' || row.pickupHubId !== '';
  });

  const choose = (row: HubCoverageRow, field: HubField, value: string) => {
    setEdits({ ...edits, [row.upazila]: { ...current(row), [field]: value } });
    const { [`${row.upazila}.${field}`]: _cleared, ...rest } = fieldErrors;
    setFieldErrors(rest);
  };

  const onSave = async () => {
    try {
      await save.mutateAsync(changed);
      await coverage.refetch();
      setEdits({});
      setFieldErrors({});
      void showToast('success', t('coverage.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        setFieldErrors(coverageErrorsByArea(error.fields, changed));
      await showPopup({ icon: 'error', title: t('coverage.failed'), text: hubsError(error) });
    }
  };

  const hubSelect = (row: HubCoverageRow, field: HubField) => {
    const id = `coverage-${row.upazila}-${field}`;
    const error = fieldErrors[`${row.upazila}.${field}`];
    return (
      <div>
        <label htmlFor={id} className="text-xs opacity-80">
          {t(field === 'lastMileHubId' ? 'coverage.lastMile' : 'coverage.pickup')}
        </label>
        <select
          id={id}
          className={`select select-sm w-full ${error ? 'select-error' : ''}`}
          value={current(row)[field]}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => choose(row, field, event.target.value)}
        >
          {current(row)[field] === '' && <option value="">{t('coverage.noHub')}</option>}
          {hubs.map((hub) => (
            <option key={hub.id} value={hub.id}>
              {hub.code} · {hubName(hub)}
              {hub.active ? '' : ` (${t('closed')})`}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-error`} message={error} ns="hubs" />
      </div>
    );
  };

  return (
    <div className="space-y-3">
      <ul
        className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
        aria-label={t('coverage.areas')}
      >
        {rows.map((row) => (
          <li
            key={row.upazila}
            className="grid gap-2 p-3 md:grid-cols-[1fr_1fr_1fr] md:items-start"
            data-testid="coverage-row"
            data-upazila={row.upazila}
          >
            <p className="font-medium md:pt-5">{areaName(row.upazila)}</p>
            <div className="grid grid-cols-2 gap-2 md:col-span-2">
              {hubSelect(row, 'lastMileHubId')}
              {hubSelect(row, 'pickupHubId')}
            </div>
          </li>
        ))}
      </ul>
      <div className="sticky bottom-2 flex items-center justify-end gap-3 rounded-box border border-base-300 bg-base-100 p-2 shadow-md">
        <span className="text-sm opacity-80" aria-live="polite">
          {t('coverage.changed', { count: changed.length })}
        </span>
        <button
          type="button"
          className="btn btn-primary"
          disabled={changed.length === 0 || save.isPending}
          onClick={() => void onSave()}
        >
          {t('coverage.save')}
        </button>
      </div>
    </div>
  );
}
