import { photoAfterLockWarnAt, type RiderPhotoAfterLock } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiAlertTriangle } from 'react-icons/fi';
import { DataTable } from '../../../components/ui/table';
import { useNumberFormat } from '../../../lib/use-number-format';

/** Per rider: how often a photo followed a locked code. The ones at or over the mark stand out. */
export function RiderPhotoCounts({
  riders,
  windowDays,
}: {
  riders: RiderPhotoAfterLock[];
  windowDays: number;
}) {
  const { t } = useTranslation('deliveries');
  const number = useNumberFormat();
  return (
    <section className="space-y-2" aria-labelledby="rider-photo-counts">
      <h3 id="rider-photo-counts" className="text-lg font-semibold">
        {t('approvals.ridersTitle')}
      </h3>
      <p className="text-sm opacity-80">
        {t('approvals.ridersHint', { days: number(windowDays), count: number(photoAfterLockWarnAt) })}
      </p>
      {riders.length === 0 ? (
        <p className="opacity-70">{t('approvals.ridersEmpty')}</p>
      ) : (
        <DataTable
          tableClassName="table table-sm"
          columns={[
            t('approvals.rider'),
            { label: t('approvals.total'), className: 'text-right' },
            { label: t('approvals.pending'), className: 'text-right' },
            { label: t('approvals.approvedCount'), className: 'text-right' },
            { label: t('approvals.rejectedCount'), className: 'text-right' },
          ]}
        >
          {riders.map((rider) => (
            <tr
              key={rider.riderId}
              className={rider.standsOut ? 'bg-error/10 font-semibold' : ''}
              data-testid="rider-photo-count"
              data-stands-out={rider.standsOut || undefined}
            >
              <td>
                <span className="flex flex-wrap items-center gap-2">
                  {rider.riderName}
                  {rider.standsOut && (
                    <span className="badge badge-error badge-sm gap-1">
                      <FiAlertTriangle aria-hidden />
                      {t('approvals.standsOut')}
                    </span>
                  )}
                </span>
              </td>
              <td className="text-right tabular-nums">{number(rider.total)}</td>
              <td className="text-right tabular-nums">{number(rider.pending)}</td>
              <td className="text-right tabular-nums">{number(rider.approved)}</td>
              <td className="text-right tabular-nums">{number(rider.rejected)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
