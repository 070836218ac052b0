import { useTranslation } from 'react-i18next';
import { formatDay, formatNumber } from '../../../lib/format';
import { useTaka } from '../../../lib/use-money';
import type { BookingFee } from '../hooks/use-booking-quote';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="text-right tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The courier's price for this booking (the FAQ's promise), its parts and the promised day: what is charged. */
export function QuoteSummary({ fee, loading }: { fee: BookingFee | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation('parcels');
  const taka = useTaka();
  const quote = fee;

  let body: React.ReactNode;
  if (loading)
    body = <span className="loading loading-dots loading-sm" role="status" aria-label={t('quote.loading')} />;
  else if (!quote) body = <p className="text-sm opacity-80">{t('quote.hint')}</p>;
  else {
    const { breakdown } = quote;
    const kilograms = formatNumber(Math.round(quote.weightGrams / 100) / 10, i18n.language);
    body = (
      <dl className="space-y-1 text-sm">
        <Row
          label={t('quote.zone')}
          value={quote.districtsKnown ? t(`zone.${quote.zone}`) : t('quote.nationwide')}
        />
        <Row label={t('quote.zoneBase')} value={taka(breakdown.zoneBase)} />
        {breakdown.typeSurcharge > 0 && (
          <Row label={t('quote.typeSurcharge')} value={taka(breakdown.typeSurcharge)} />
        )}
        {breakdown.weightCharge > 0 && (
          <Row label={t('quote.weightCharge', { kilograms })} value={taka(breakdown.weightCharge)} />
        )}
        {breakdown.expressCharge > 0 && (
          <Row label={t('quote.expressCharge')} value={taka(breakdown.expressCharge)} />
        )}
        {breakdown.codCharge > 0 && <Row label={t('quote.codCharge')} value={taka(breakdown.codCharge)} />}
        <div className="flex justify-between gap-4 border-t border-base-300 pt-1">
          <dt className="font-semibold">{t('quote.total')}</dt>
          <dd className="text-base font-bold tabular-nums" data-testid="quote-total">
            {taka(quote.total)}
          </dd>
        </div>
        {quote.promisedDate && (
          <div className="flex justify-between gap-4 pt-1">
            <dt className="font-semibold">
              {t(quote.deliveryType === 'express' ? 'quote.promisedExpress' : 'quote.promised')}
            </dt>
            <dd className="text-right font-bold" data-testid="quote-promised">
              <time dateTime={quote.promisedDate}>{formatDay(quote.promisedDate, i18n.language)}</time>
            </dd>
          </div>
        )}
      </dl>
    );
  }

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
