import { popupMs } from '@desh/shared';
import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';

// SweetAlert2 is loaded on first use so it stays out of the landing page's bundle.
const loadSwal = () => import('sweetalert2').then((module) => module.default);

function themed(options: SweetAlertOptions): SweetAlertOptions {
  const dark = document.documentElement.getAttribute('data-theme') === 'dark';
  // The brand's green for the main button; white on it stays readable (6.4:1) in both themes.
  return {
    theme: dark ? 'dark' : 'light',
    confirmButtonColor: '#006a4e',
    ...options,
  } as SweetAlertOptions;
}

export async function showPopup(options: {
  icon: SweetAlertIcon;
  title: string;
  text?: string;
  timer?: number;
}): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire(
    themed({
      icon: options.icon,
      title: options.title,
      text: options.text,
      timer: options.timer,
      showConfirmButton: options.timer === undefined,
    }),
  );
}

/** A small corner toast, as the spec's login and sign-up messages are. */
export async function showToast(icon: SweetAlertIcon, title: string, timer = popupMs): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire(
    themed({
      toast: true,
      position: 'top-end',
      icon,
      title,
      timer,
      timerProgressBar: true,
      showConfirmButton: false,
    }),
  );
}

export async function confirmPopup(options: {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
  icon?: SweetAlertIcon;
}): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire(
    themed({
      icon: options.icon ?? 'warning',
      title: options.title,
      text: options.text,
      showCancelButton: true,
      confirmButtonText: options.confirmText,
      cancelButtonText: options.cancelText,
      focusCancel: true,
    }),
  );
  return result.isConfirmed;
}

/** Like confirmPopup, but asks for a short reason (a failed delivery, a rejected rider). */
export async function promptPopup(options: {
  title: string;
  text: string;
  inputLabel: string;
  confirmText: string;
  cancelText: string;
  requiredMessage: string;
}): Promise<string | null> {
  const Swal = await loadSwal();
  const result = await Swal.fire(
    themed({
      icon: 'question',
      title: options.title,
      text: options.text,
      input: 'text',
      inputLabel: options.inputLabel,
      showCancelButton: true,
      confirmButtonText: options.confirmText,
      cancelButtonText: options.cancelText,
      inputValidator: (value: string) => (value.trim() ? null : options.requiredMessage),
    }),
  );
  return result.isConfirmed ? String(result.value).trim() : null;
}
