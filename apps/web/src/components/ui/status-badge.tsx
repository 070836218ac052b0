import type { ParcelStatus } from '@desh/shared';
import { useTranslation } from 'react-i18next';

export const statusTone: Record<ParcelStatus, string> = {
  pending: 'badge-warning',
  assigned: 'badge-info',
  picked_up: 'badge-info',
  in_transit: 'badge-primary',
  out_for_delivery: 'badge-accent',
  delivered_approval_pending: 'badge-warning',
  delivered: 'badge-success',
  partially_delivered: 'badge-success',
  failed: 'badge-error',
  returning: 'badge-warning',
  returned: 'badge-neutral',
  cancelled: 'badge-neutral',
};

export function StatusBadge({ status, size = 'badge-md' }: { status: ParcelStatus; size?: string }) {
  const { t } = useTranslation('tracking');
  return (
    <span
      className={`badge ${size} ${statusTone[status]} whitespace-nowrap font-semibold`}
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}
