import { useTranslation } from 'react-i18next';

const wrongCode = /^That code is not right\. (\d+) tr(?:y|ies) left\.$/;

/** A failed delivery action in the page's language: the server's messages are keys of `deliveries`. */
export function ActionError({ error }: { error: unknown }) {
  const { t } = useTranslation('deliveries');
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  const tries = wrongCode.exec(message)?.[1];
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm" data-testid="delivery-error">
      <span>{tries ? t('code.wrong', { count: Number(tries) }) : t(message)}</span>
    </div>
  );
}
