import { type Rider, riderToastMs } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { confirmPopup, showPopup } from '../../../lib/popups';
import { useReviewRider } from '../api/review-rider';

/** Approve and Reject, each behind its confirmation and followed by the spec's popups. */
export function useReviewFlow() {
  const { t } = useTranslation('admin');
  const review = useReviewRider();

  async function approve(rider: Rider) {
    const confirmed = await confirmPopup({
      title: t('Are you sure?'),
      text: t('Do you want to approve this rider?'),
      confirmText: t('Yes, approve!'),
      cancelText: t('Cancel'),
    });
    if (!confirmed) return;
    try {
      const { modifiedCount } = await review.mutateAsync({ id: rider._id, verdict: 'approve' });
      if (!modifiedCount) throw new Error('not modified');
    } catch {
      await showPopup({
        icon: 'error',
        title: t('Error!'),
        text: t('Failed to approve rider. Please try again.'),
      });
      return;
    }
    await showPopup({
      icon: 'success',
      title: t('Approved!'),
      text: t('Rider has been approved successfully.'),
      timer: riderToastMs,
    });
  }

  async function reject(rider: Rider) {
    const confirmed = await confirmPopup({
      title: t('Are you sure?'),
      text: t('reject.confirm.text'),
      confirmText: t('reject.confirm.yes'),
      cancelText: t('Cancel'),
    });
    if (!confirmed) return;
    try {
      await review.mutateAsync({ id: rider._id, verdict: 'reject' });
    } catch {
      await showPopup({ icon: 'error', title: t('Error!'), text: t('reject.failed') });
      return;
    }
    await showPopup({
      icon: 'success',
      title: t('reject.done.title'),
      text: t('reject.done.text'),
      timer: riderToastMs,
    });
  }

  return { approve, reject, busy: review.isPending };
}
