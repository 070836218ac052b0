import type { AdminUser } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { confirmPopup, promptPopup, showPopup, showToast } from '../../../lib/popups';
import { useReactivateUser, useSuspendUser } from '../api/suspend-user';

/** Suspend (with a reason, asked in a popup) or reactivate an account; the server's refusal is shown. */
export function useSuspend() {
  const { t } = useTranslation('admin');
  const suspend = useSuspendUser();
  const reactivate = useReactivateUser();
  async function toggle(user: AdminUser) {
    try {
      if (user.suspended) {
        const confirmed = await confirmPopup({
          title: t('Are you sure?'),
          text: t('people.reactivate.confirm', { email: user.email }),
          confirmText: t('people.reactivate.yes'),
          cancelText: t('Cancel'),
        });
        if (!confirmed) return;
        await reactivate.mutateAsync({ id: user._id });
        await showToast('success', t('people.reactivate.done', { email: user.email }));
        return;
      }
      const reason = await promptPopup({
        title: t('people.suspend.title', { email: user.email }),
        text: t('people.suspend.text'),
        inputLabel: t('people.suspend.reason'),
        confirmText: t('people.suspend.yes'),
        cancelText: t('Cancel'),
        requiredMessage: t('people.suspend.required'),
      });
      if (reason === null) return;
      await suspend.mutateAsync({ id: user._id, reason });
      await showToast('success', t('people.suspend.done', { email: user.email }));
    } catch (error) {
      await showPopup({ icon: 'error', title: t('Error!'), text: errorText(error) });
    }
  }
  return { toggle, busy: suspend.isPending || reactivate.isPending };
}
