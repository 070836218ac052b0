import { dhakaDate, shownEmail } from '@desh/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useDhakaDate, usePoisha } from '../../../lib/use-money';
import { useStatement } from '../api/payments';
import { StatementLines } from './statement-lines';

/**
 * The statement as a document to print or save as PDF from the browser's print dialog. It is HTML
 * set in the self-hosted Bangla font, so Bangla (conjuncts included) is shaped by the browser itself.
 */
export function StatementDocument() {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const day = useDhakaDate(false);
  const [params] = useSearchParams();
  const today = dhakaDate();
  const range = { from: params.get('from') ?? `${today.slice(0, 8)}01`, to: params.get('to') ?? today };
  const { data, isPending, isError, error } = useStatement(range);
  const title = t('statement.documentTitle');
  useEffect(() => {
    document.title = `${title} · ${t('brand', { ns: 'common' })}`;
  }, [title, t]);
  if (isPending) return <Spinner />;
  if (isError || !data) {
    return (
      <div role="alert" className="alert alert-error alert-soft">
        <span>{error instanceof ApiError ? errorText(error) : t('load.error')}</span>
      </div>
    );
  }
  const period = `${day(`${data.from}T00:00:00+06:00`)} – ${day(`${data.to}T00:00:00+06:00`)}`;
  return (
    <article className="statement-document mx-auto max-w-4xl space-y-6 rounded-box border border-base-300 bg-base-100 p-4 sm:p-8 print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-base-300 pb-4">
        <div>
          <p className="text-xl font-extrabold text-primary">{t('statement.company')}</p>
          <p className="text-sm opacity-80">{t('statement.companyLine')}</p>
        </div>
        <div className="sm:text-right">
          <h1 className="text-2xl font-bold">{t('statement.documentTitle')}</h1>
          <p className="text-sm" data-testid="statement-period">
            {period}
          </p>
        </div>
      </header>
      <section className="grid gap-2 sm:grid-cols-2">
        <div>
          <p className="text-xs uppercase opacity-70">{t('statement.merchant')}</p>
          <p className="font-semibold" data-testid="statement-merchant">
            {data.merchant.name}
          </p>
          {shownEmail(data.merchant.email) && (
            <p className="text-sm opacity-80">{shownEmail(data.merchant.email)}</p>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-1 text-sm sm:text-right">
          <dt className="opacity-70">{t('statement.opening')}</dt>
          <dd className="font-medium tabular-nums">{money(data.openingPoisha)}</dd>
          <dt className="opacity-70">{t('balance.codCollected')}</dt>
          <dd className="tabular-nums">{money(data.totals.codCollectedPoisha)}</dd>
          <dt className="opacity-70">{t('balance.fees')}</dt>
          <dd className="tabular-nums">−{money(data.totals.feePoisha)}</dd>
          <dt className="opacity-70">{t('balance.returnCharges')}</dt>
          <dd className="tabular-nums">−{money(data.totals.returnChargePoisha)}</dd>
          <dt className="opacity-70">{t('balance.paidOut')}</dt>
          <dd className="tabular-nums">−{money(data.totals.payoutPoisha)}</dd>
          <dt className="font-semibold">{t('statement.closing')}</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="statement-closing">
            {money(data.closingPoisha)}
          </dd>
        </dl>
      </section>
      {data.lines.length === 0 ? (
        <p className="opacity-70">{t('statement.empty')}</p>
      ) : (
        <StatementLines lines={data.lines} />
      )}
      <footer className="border-t border-base-300 pt-3 text-xs opacity-70">{t('statement.footer')}</footer>
    </article>
  );
}
