import type { Quote } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { useTaka } from '../../../lib/use-money';

/** The courier's price for this booking (the FAQ's promise), with its breakdown: the fee charged. */
export function QuoteSummary({
  fee,
  loading,
}: {
  fee: (Quote & { districtsKnown: boolean }) | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('parcels');
  const taka = useTaka();
  const quote = fee;

  let body: React.ReactNode;
  if (loading)
    body = <span className="loading loading-dots loading-sm" role="status" aria-label={t('quote.loading')} />;
  else if (!quote) body = <p className="text-sm opacity-80">{t('quote.hint')}</p>;
  else
    body = (
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('quote.zone')}</dt>
          <dd className="text-right font-medium">
            {quote.districtsKnown ? t(`zone.${quote.zone}`) : t('quote.nationwide')}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('quote.base')}</dt>
          <dd className="tabular-nums">{taka(quote.base)}</dd>
        </div>
        {quote.codCharge > 0 && (
          <div className="flex justify-between gap-4">
            <dt>{t('quote.codCharge')}</dt>
            <dd className="tabular-nums">{taka(quote.codCharge)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-base-300 pt-1">
          <dt className="font-semibold">{t('quote.total')}</dt>
          <dd className="text-base font-bold tabular-nums" data-testid="quote-total">
            {taka(quote.total)}
          </dd>
        </div>
      </dl>
    );

  return (
    <section
      className="rounded-box border border-base-300 bg-base-200/60 p-4"
      aria-labelledby="quote-title"
      aria-live="polite"
      data-testid="quote-summary"
    >
      <h2 id="quote-title" className="mb-2 text-base font-semibold">
        {t('quote.title')}
      </h2>
      {body}
      {quote && !loading && (
        <p className="mt-2 text-xs opacity-80">
          {quote.districtsKnown ? t('quote.prefilled') : t('quote.chooseDistricts')}
        </p>
      )}
    </section>
  );
}
