import { useTranslation } from 'react-i18next';
import { FiHelpCircle } from 'react-icons/fi';

export function TrackingNotFound({ trackingId }: { trackingId: string }) {
  const { t } = useTranslation('tracking');
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-box border border-warning/60 bg-base-100 p-5"
      data-testid="tracking-not-found"
    >
      <FiHelpCircle className="mt-0.5 size-7 shrink-0 text-warning" aria-hidden />
      <div>
        <h2 className="font-bold text-lg">{t('notFound.title')}</h2>
        <p className="mt-1 break-words text-base-content/80">{t('notFound.text', { trackingId })}</p>
      </div>
    </div>
  );
}
