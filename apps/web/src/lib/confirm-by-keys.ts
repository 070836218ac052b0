import type { TFunction } from 'i18next';
import type { SweetAlertIcon } from 'sweetalert2';
import { confirmPopup } from './popups';

// Its own module, not popups.ts, which ships with the landing page: only signed-in pages ask this.

/**
 * `confirmPopup` worded from the four keys a confirmation keeps under one prefix in the caller's
 * namespace: `<prefix>.title`, `<prefix>.text` (with `values`), `<prefix>.yes` and `<prefix>.no`.
 */
export function confirmByKeys(
  t: TFunction,
  prefix: string,
  values?: Record<string, unknown>,
  icon?: SweetAlertIcon,
): Promise<boolean> {
  return confirmPopup({
    title: t(`${prefix}.title`),
    text: t(`${prefix}.text`, values ?? {}),
    confirmText: t(`${prefix}.yes`),
    cancelText: t(`${prefix}.no`),
    icon,
  });
}
