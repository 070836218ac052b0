import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

/** A failed delivery action in the page's language (lib/error-text.ts words the server's answer). */
export function ActionError({ error }: { error: unknown }) {
  // Subscribed to the language, so the message is worded again when it changes.
  useTranslation('errors');
  if (!error) return null;
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm" data-testid="delivery-error">
      <span>{errorText(error, ['deliveries'])}</span>
    </div>
  );
}
