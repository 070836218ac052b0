import { popupMs } from '@desh/shared';
import { takeFlash } from '../../../lib/flash';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { showToast } from '../../../lib/popups';

/**
 * The toast for a login or sign-up sent before the app's scripts ran (the server signed the visitor
 * in, or sent them back, and left the outcome in the `flash` cookie): the same toasts the forms show.
 */
export function showFormOutcome(): void {
  const flash = takeFlash(['login', 'signup']);
  // Refused fields are drawn by the form itself, each by its field (auth-field.tsx): no toast.
  if (!flash || flash.fields) return;
  void loadNamespaces(['auth', 'validation']).then(() => {
    const t = (key: string, ns = 'auth') => i18n.t(key, { ns });
    if (flash.code === 'OK')
      return showToast(
        'success',
        t(flash.form === 'login' ? 'Login Successful!' : 'Signup Successful!'),
        popupMs,
      );
    const known = (key: string, ns = 'auth') => (i18n.exists(key, { ns }) ? t(key, ns) : undefined);
    const message =
      (flash.message && known(flash.message, 'validation')) ??
      (flash.code === 'ACCOUNT_NOT_CREATED' ? t('signup.notCreated') : undefined) ??
      known(`form.failed.${flash.code}`) ??
      t('form.failed');
    return showToast('error', message);
  });
}
