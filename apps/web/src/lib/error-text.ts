import { formatPoisha } from '@desh/shared';
import { ApiError } from './api-client';
import { i18n } from './i18n';

const ns = 'errors';

/** The values of an error's message in the page's words: statuses by name, poisha as taka. */
function wordedParams(params: Record<string, string | number>, language: string) {
  const worded: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'status' || name === 'from' || name === 'to')
      worded[name] = i18n.t(`status.${value}`, { ns });
    else if (name === 'decision') worded[name] = i18n.t(`decision.${value}`, { ns });
    else if (name.endsWith('Poisha') && typeof value === 'number') {
      worded[name.slice(0, -'Poisha'.length)] = formatPoisha(value, language === 'bn' ? 'bn' : 'en');
    } else worded[name] = value;
  }
  return worded;
}

/**
 * An error as a person reads it, in the page's language (the `errors` namespace, which every page
 * loads). A field's message first for a validation error (the `validation` namespace, as FieldError
 * words it); then, for a message that carries values, its code with the values filled in; else the
 * exact English message as the key; else its code. Never the raw English in Bangla: an error nobody
 * translated yet reads "it did not work" there (and its English message in English).
 */
export function errorText(error: unknown): string {
  const language = i18n.language;
  const has = (key: string, namespace = ns) => i18n.exists(key, { ns: namespace });
  const message = error instanceof Error ? error.message : String(error);
  if (!i18n.hasLoadedNamespace(ns)) return message;
  if (error instanceof ApiError) {
    const field = error.code === 'VALIDATION_ERROR' ? Object.values(error.fields ?? {})[0] : undefined;
    if (field && has(field, 'validation')) return i18n.t(field, { ns: 'validation' });
    if (field && has(field)) return i18n.t(field, { ns });
    const params = error.params ? wordedParams(error.params, language) : undefined;
    const count = typeof error.params?.count === 'number' ? error.params.count : undefined;
    if (params && has(error.code)) return i18n.t(error.code, { ns, ...params, count });
    if (has(message)) return i18n.t(message, { ns });
    if (has(error.code)) return i18n.t(error.code, { ns });
  } else if (has(message)) {
    return i18n.t(message, { ns });
  }
  return i18n.t('UNKNOWN', { ns, message });
}
