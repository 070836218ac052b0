import { formatPoisha } from '@desh/shared';
import { ApiError } from './api-client';
import { formatDay, formatDhakaDateTime } from './format';
import { i18n } from './i18n';

const ns = 'errors';

/** The values of an error's message in the page's words: statuses by name, poisha as taka. */
function wordedParams(params: Record<string, string | number>, language: string) {
  const worded: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'status' || name === 'from' || name === 'to')
      worded[name] = i18n.t(`status.${value}`, { ns });
    else if (name === 'decision') worded[name] = i18n.t(`decision.${value}`, { ns });
    else if (name === 'until' && typeof value === 'string')
      worded[name] = formatDhakaDateTime(value, language);
    else if (name === 'day' && typeof value === 'string') worded[name] = formatDay(value, language);
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
 * `pageNamespaces`: where a feature keeps messages of its own by their English text (a form's field
 * messages, say), looked up before the shared ones.
 */
export function errorText(error: unknown, pageNamespaces: string[] = []): string {
  const language = i18n.language;
  const has = (key: string, namespace = ns) => i18n.exists(key, { ns: namespace });
  const message = error instanceof Error ? error.message : String(error);
  if (!i18n.hasLoadedNamespace(ns)) return message;
  if (error instanceof ApiError) {
    const field = error.code === 'VALIDATION_ERROR' ? Object.values(error.fields ?? {})[0] : undefined;
    for (const namespace of [...pageNamespaces, 'validation', ns]) {
      if (field && has(field, namespace)) return i18n.t(field, { ns: namespace });
    }
    const params = error.params ? wordedParams(error.params, language) : undefined;
    const count = typeof error.params?.count === 'number' ? error.params.count : undefined;
    if (params && has(error.code)) return i18n.t(error.code, { ns, ...params, count });
    for (const namespace of [...pageNamespaces, ns]) {
      if (has(message, namespace)) return i18n.t(message, { ns: namespace });
    }
    if (has(error.code)) return i18n.t(error.code, { ns });
  } else {
    for (const namespace of [...pageNamespaces, ns]) {
      if (has(message, namespace)) return i18n.t(message, { ns: namespace });
    }
  }
  return i18n.t('UNKNOWN', { ns, message });
}
