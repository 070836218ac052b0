/**
 * The outcome of a form sent before the app's scripts ran: the server answers such a form with a 303
 * and this short-lived `flash` cookie (apps/api/src/plugins/page-forms.ts), which the page shows once
 * it runs. Only codes and known message keys are read from it: a cookie can come from elsewhere.
 */
export interface Flash {
  form: 'login' | 'signup' | 'newsletter' | 'price';
  /** `OK`, or the error's code. */
  code: string;
  /** A message key the page translates (the spec's field messages), when there is one. */
  message?: string;
  /** Every refused field's message key, by field: the form shows each by its field, not in a toast. */
  fields?: Partial<Record<FlashField, string>>;
}

/** The fields of the forms that work before the app's scripts. */
export const flashFields = ['name', 'email', 'password'] as const;
export type FlashField = (typeof flashFields)[number];

const isMessage = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= 200;

function isFields(value: unknown): boolean {
  if (value === undefined) return true;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([name, message]) => (flashFields as readonly string[]).includes(name) && isMessage(message),
  );
}

const clear = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = 'flash=; Path=/; Max-Age=0; SameSite=Lax';
};

function isFlash(value: unknown): value is Flash {
  if (!value || typeof value !== 'object') return false;
  const { form, code, message, fields } = value as Record<string, unknown>;
  return (
    (form === 'login' || form === 'signup' || form === 'newsletter' || form === 'price') &&
    typeof code === 'string' &&
    /^[A-Z0-9_]{1,64}$/.test(code) &&
    (message === undefined || (typeof message === 'string' && message.length <= 200)) &&
    isFields(fields)
  );
}

function readFlash(): unknown {
  if (typeof document === 'undefined') return undefined;
  const raw = /(?:^|;\s*)flash=([^;]*)/.exec(document.cookie)?.[1];
  if (!raw) return undefined;
  try {
    return JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

/**
 * The field messages a form sent before the scripts ran was refused with, read without taking them:
 * the form draws them by their fields from its first render, as the server drew them into the page
 * (so hydration finds the same page); `takeFlash` clears the cookie afterwards.
 */
export function refusedFields(form: Flash['form']): Flash['fields'] | undefined {
  const flash = readFlash();
  return isFlash(flash) && flash.form === form ? flash.fields : undefined;
}

/** The outcome waiting for one of `forms`, taken (the cookie is cleared, so it shows once). */
export function takeFlash(forms: ReadonlyArray<Flash['form']>): Flash | undefined {
  const flash = readFlash();
  if (flash === undefined) return undefined;
  if (!isFlash(flash)) {
    clear();
    return undefined;
  }
  if (!forms.includes(flash.form)) return undefined;
  clear();
  return flash;
}
