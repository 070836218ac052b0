import { useTranslation } from 'react-i18next';

/** A field's message, shown right under it; the message is the spec's English text, translated. */
export function FieldError({ id, message, ns }: { id: string; message?: string; ns?: string }) {
  const { t } = useTranslation(ns ?? 'validation');
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-error">
      {t(message, { defaultValue: message })}
    </p>
  );
}
