import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/ui/load-error';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDay, formatDhakaDateTime } from '../../../lib/format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useDistrictName } from '../../areas/hooks/use-district-name';
import { useProblemParcels } from '../api/get-problem-parcels';
import { PhotoButton } from './photo-button';

/** Parcels with failed attempts or on their way back, most urgent first, with every attempt. */
export function ProblemParcels() {
  const { t, i18n } = useTranslation('deliveries');
  const { t: ta } = useTranslation('admin');
  const rows = useProblemParcels();
  const number = useNumberFormat();
  const districtName = useDistrictName();
  if (!rows.isSuccess)
    return <QueryFallback query={rows} message={t('admin.loadError')} retryLabel={ta('load.retry')} />;
  if (rows.data.length === 0)
    return <p className="rounded-box bg-base-200 p-6 text-center">{t('admin.noProblems')}</p>;
  return (
    <ol className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      {rows.data.map((row) => (
        <li
          key={row.parcelId}
          className="rounded-box border border-base-300 bg-base-100 p-4"
          data-testid="problem-parcel"
          data-tracking-id={row.trackingId}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono text-sm font-semibold">{row.trackingId}</span>
            <StatusBadge status={row.status as Parameters<typeof StatusBadge>[0]['status']} />
          </div>
          <p className="mt-1 text-sm opacity-80">
            {row.receiverName}
            {row.deliveryDistrict && ` · ${districtName(row.deliveryDistrict)}`}
            {row.riderName && ` · ${t('admin.rider', { name: row.riderName })}`}
          </p>
          {row.attempts.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm">
              {row.attempts.map((attempt) => (
                <li key={attempt.attemptNo} className="flex flex-wrap gap-x-2">
                  <span className="font-semibold">
                    {t('admin.attemptNo', { n: number(attempt.attemptNo) })}
                  </span>
                  <span>{t(`reason.${attempt.reason}`)}</span>
                  {attempt.rescheduleDate && (
                    <span>
                      {t('attempts.rescheduled', { day: formatDay(attempt.rescheduleDate, i18n.language) })}
                    </span>
                  )}
                  {attempt.note && <span className="italic opacity-80">“{attempt.note}”</span>}
                  <span className="opacity-60">{formatDhakaDateTime(attempt.createdAt, i18n.language)}</span>
                </li>
              ))}
            </ul>
          )}
          {row.returnPhotoId && (
            <div className="mt-2">
              <PhotoButton photoId={row.returnPhotoId} trackingId={row.trackingId} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
