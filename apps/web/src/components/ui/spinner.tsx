import { useTranslation } from 'react-i18next';

export function Spinner({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullPage ? 'flex min-h-[60vh] items-center justify-center' : 'flex justify-center py-8'}>
      <span
        className="loading loading-spinner loading-lg text-primary"
        role="status"
        aria-label={t('loading')}
      />
    </div>
  );
}
