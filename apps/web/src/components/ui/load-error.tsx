import { useTranslation } from 'react-i18next';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="alert alert-error alert-soft">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {t('load.retry')}
      </button>
    </div>
  );
}
