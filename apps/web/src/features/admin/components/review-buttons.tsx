import type { Rider } from '@desh/shared';
import { useTranslation } from 'react-i18next';

export function ReviewButtons({
  rider,
  busy,
  onApprove,
  onReject,
}: {
  rider: Rider;
  busy: boolean;
  onApprove: (rider: Rider) => void;
  onReject: (rider: Rider) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      <button
        type="button"
        className="btn btn-sm btn-success"
        disabled={busy}
        aria-label={t('approve.label', { name: rider.fullName })}
        onClick={() => onApprove(rider)}
      >
        {t('Approve')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={busy}
        aria-label={t('reject.label', { name: rider.fullName })}
        onClick={() => onReject(rider)}
      >
        {t('Reject')}
      </button>
    </div>
  );
}
