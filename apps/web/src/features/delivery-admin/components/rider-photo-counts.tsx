import { photoDeliveryWarn, type RiderPhotoDeliveries } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiAlertTriangle } from 'react-icons/fi';
import { DataTable } from '../../../components/ui/table';
import { useNumberFormat } from '../../../lib/use-number-format';

/**
 * Per rider: handovers proved by a photo instead of a code that was sent, and their share of the
 * rider's deliveries. The server lists those over the line (`photoDeliveriesStandOut`) first, marked.
 */
export function RiderPhotoCounts({
  riders,
  windowDays,
}: {
  riders: RiderPhotoDeliveries[];
  windowDays: number;
}) {
  const { t } = useTranslation('deliveries');
  const number = useNumberFormat();
  const percent = (share: number) => t('approvals.percent', { value: number(Math.round(share * 100)) });
  return (
    <section className="space-y-2" aria-labelledby="rider-photo-counts">
      <h3 id="rider-photo-counts" className="text-lg font-semibold">
        {t('approvals.ridersTitle')}
      </h3>
      <p className="text-sm opacity-80">
        {t('approvals.ridersHint', {
          days: number(windowDays),
          count: number(photoDeliveryWarn.atLeast),
          share: percent(photoDeliveryWarn.shareOfDeliveries),
        })}
      </p>
      {riders.length === 0 ? (
        <p className="opacity-70">{t('approvals.ridersEmpty')}</p>
      ) : (
        <DataTable
          tableClassName="table table-sm"
          columns={[
            t('approvals.rider'),
            { label: t('approvals.photoDeliveries'), className: 'text-right' },
            { label: t('approvals.share'), className: 'text-right' },
            { label: t('approvals.withoutApproval'), className: 'text-right' },
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
              <td className="text-right tabular-nums">
                {t('approvals.ofDeliveries', {
                  count: number(rider.photoDeliveries),
                  total: number(rider.deliveries),
                })}
              </td>
              <td className="text-right tabular-nums">{percent(rider.share)}</td>
              <td className="text-right tabular-nums">{number(rider.withoutApproval)}</td>
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
