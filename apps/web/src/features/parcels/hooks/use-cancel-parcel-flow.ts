import type { Parcel } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { changeWithFeedback, confirmByKeys } from '../../../lib/mutation-flow';
import { useCancelParcel } from '../api/cancel-parcel';

/** Asks first, cancels, then says how it went; the list refreshes either way. */
export function useCancelParcelFlow() {
  const { t } = useTranslation('parcels');
  const mutation = useCancelParcel();

  async function cancel(parcel: Parcel): Promise<void> {
    const confirmed = await confirmByKeys(t, 'cancel.confirm', { trackingId: parcel.trackingId });
    if (!confirmed) return;
    await changeWithFeedback(
      () => mutation.mutateAsync(parcel._id),
      t('cancel.done'),
      t('cancel.failed'),
      (error) =>
        error instanceof ApiError && error.status === 409 ? t('cancel.notPending') : errorText(error),
    );
  }

  return { cancel, cancellingId: mutation.isPending ? mutation.variables : undefined };
}
