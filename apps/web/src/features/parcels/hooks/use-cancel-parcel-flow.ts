import type { Parcel } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { confirmByKeys } from '../../../lib/mutation-flow';
import { showPopup, showToast } from '../../../lib/popups';
import { useCancelParcel } from '../api/cancel-parcel';

/** Asks first, cancels, then says how it went; the list refreshes either way. */
export function useCancelParcelFlow() {
  const { t } = useTranslation('parcels');
  const mutation = useCancelParcel();

  async function cancel(parcel: Parcel): Promise<void> {
    const confirmed = await confirmByKeys(t, 'cancel.confirm', { trackingId: parcel.trackingId });
    if (!confirmed) return;
    try {
      await mutation.mutateAsync(parcel._id);
      void showToast('success', t('cancel.done'));
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      await showPopup({
        icon: 'error',
        title: t('cancel.failed'),
        text: conflict ? t('cancel.notPending') : errorText(error),
      });
    }
  }

  return { cancel, cancellingId: mutation.isPending ? mutation.variables : undefined };
}
