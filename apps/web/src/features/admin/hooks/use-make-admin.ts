import { type AdminUser, riderToastMs } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { confirmPopup, showPopup } from '../../../lib/popups';
import { useChangeUserRole } from '../api/change-user-role';

/** Make admin, behind a confirmation; the server's reason is shown when it refuses. */
export function useMakeAdmin() {
  const { t } = useTranslation('admin');
  const change = useChangeUserRole();
  async function makeAdmin(user: AdminUser) {
    const confirmed = await confirmPopup({
      title: t('Are you sure?'),
      text: t('makeAdmin.confirm.text', { email: user.email }),
      confirmText: t('makeAdmin.confirm.yes'),
      cancelText: t('Cancel'),
    });
    if (!confirmed) return;
    try {
      await change.mutateAsync({ id: user._id, role: 'admin' });
    } catch (error) {
      await showPopup({
        icon: 'error',
        title: t('Error!'),
        text: errorText(error),
      });
      return;
    }
    await showPopup({
      icon: 'success',
      title: t('makeAdmin.done.title'),
      text: t('makeAdmin.done.text', { email: user.email }),
      timer: riderToastMs,
    });
  }
  return { makeAdmin, busy: change.isPending };
}
