import type { Parcel } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiCornerDownLeft } from 'react-icons/fi';
import { errorText } from '../../../lib/error-text';
import { confirmByKeys } from '../../../lib/mutation-flow';
import { showPopup, showToast } from '../../../lib/popups';
import { useConfirmReturned } from '../api/confirm-returned';

/** The sender confirms a parcel on its way back has reached them (My Parcels, status Returning). */
export function ConfirmReturnButton({ parcel, size }: { parcel: Parcel; size: string }) {
  const { t } = useTranslation('deliveries');
  const confirm = useConfirmReturned();
  async function run() {
    const yes = await confirmByKeys(t, 'merchant.return', { trackingId: parcel.trackingId }, 'question');
    if (!yes) return;
    try {
      await confirm.mutateAsync({ parcelId: parcel._id });
    } catch (error) {
      await showPopup({
        icon: 'error',
        title: t('merchant.return.failed'),
        text: errorText(error, ['deliveries']),
      });
      return;
    }
    await showToast('success', t('return.done', { trackingId: parcel.trackingId }));
  }
  return (
    <button
      type="button"
      className={`btn btn-ghost ${size}`}
      disabled={confirm.isPending}
      onClick={() => void run()}
      aria-label={t('merchant.return.label', { trackingId: parcel.trackingId })}
    >
      <FiCornerDownLeft className="text-warning" aria-hidden />
      {t('merchant.return.button')}
    </button>
  );
}
