import { failedReasonMessage, type Parcel, type ParcelStatus, riderToastMs } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { confirmPopup, promptPopup, showPopup, showToast } from '../../../lib/popups';
import { useChangeParcelStatus } from '../api/change-parcel-status';
import { riderNextSteps } from '../next-steps';

/** The rider's next steps for one parcel; each is confirmed, a failed delivery also asks why. */
export function DeliveryActions({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation('riders');
  const change = useChangeParcelStatus();
  const steps = riderNextSteps(parcel.status);
  if (steps.length === 0) return null;

  async function ask(status: ParcelStatus): Promise<{ note?: string } | null> {
    const values = { trackingId: parcel.trackingId, status: t(`step.${status}`) };
    if (status === 'failed') {
      const note = await promptPopup({
        title: t('failed.title'),
        text: t('failed.text', values),
        inputLabel: t('failed.reason'),
        confirmText: t('failed.confirm'),
        cancelText: t('Cancel'),
        requiredMessage: t(failedReasonMessage),
      });
      return note === null ? null : { note };
    }
    const confirmed = await confirmPopup({
      icon: 'question',
      title: t('Are you sure?'),
      text: t('step.confirm.text', values),
      confirmText: t('step.confirm.yes'),
      cancelText: t('Cancel'),
    });
    return confirmed ? {} : null;
  }

  async function move(status: ParcelStatus) {
    const answer = await ask(status);
    if (!answer) return;
    try {
      await change.mutateAsync({ id: parcel._id, status, ...answer });
    } catch (error) {
      await showPopup({
        icon: 'error',
        title: t('Error!'),
        text: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    await showToast('success', t('step.done', { status: t(`step.${status}`) }), riderToastMs);
  }

  return (
    <div className="flex flex-wrap gap-2">
      {steps.map((status) => (
        <button
          key={status}
          type="button"
          className={`btn btn-sm ${status === 'failed' ? 'btn-outline' : 'btn-primary'}`}
          disabled={change.isPending}
          aria-label={t('step.label', { status: t(`step.${status}`), trackingId: parcel.trackingId })}
          onClick={() => void move(status)}
        >
          {t(`step.${status}`)}
        </button>
      ))}
    </div>
  );
}
