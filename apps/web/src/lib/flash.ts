/**
 * The outcome of a form sent before the app's scripts ran: the server answers such a form with a 303
 * and this short-lived `flash` cookie (apps/api/src/plugins/page-forms.ts), which the page shows once
 * it runs. Only codes and known message keys are read from it: a cookie can come from elsewhere.
 */
export interface Flash {
  form: 'login' | 'signup' | 'newsletter';
  /** `OK`, or the error's code. */
  code: string;
  /** A message key the page translates (the spec's field messages), when there is one. */
  message?: string;
}

const clear = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = 'flash=; Path=/; Max-Age=0; SameSite=Lax';
};

function isFlash(value: unknown): value is Flash {
  if (!value || typeof value !== 'object') return false;
  const { form, code, message } = value as Record<string, unknown>;
  return (
    (form === 'login' || form === 'signup' || form === 'newsletter') &&
    typeof code === 'string' &&
    /^[A-Z0-9_]{1,64}$/.test(code) &&
    (message === undefined || (typeof message === 'string' && message.length <= 200))
  );
}

/** The outcome waiting for one of `forms`, taken (the cookie is cleared, so it shows once). */
export function takeFlash(forms: ReadonlyArray<Flash['form']>): Flash | undefined {
  if (typeof document === 'undefined') return undefined;
  const raw = /(?:^|;\s*)flash=([^;]*)/.exec(document.cookie)?.[1];
  if (!raw) return undefined;
  let flash: unknown;
  try {
    flash = JSON.parse(decodeURIComponent(raw));
  } catch {
    flash = undefined;
  }
  if (!isFlash(flash)) {
    clear();
    return undefined;
  }
  if (!forms.includes(flash.form)) return undefined;
  clear();
  return flash;
}
