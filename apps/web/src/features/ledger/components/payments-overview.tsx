import { dhakaDate } from '@desh/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { HeadedSection } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { usePoisha } from '../../../lib/use-money';
import { useNumberFormat } from '../../../lib/use-number-format';
import { statementCsvUrl, usePaymentsOverview } from '../api/payments';
import { MoneyCard } from './money-card';
import { PayoutList } from './payout-history';
import { PayoutRequestPanel } from './payout-request';
import { StatementLines } from './statement-lines';

function StatementPicker() {
  const { t } = useTranslation('ledger');
  const id = useId();
  const today = dhakaDate();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  // The period's two ends, each bounded by the other.
  const dateField = (
    end: 'from' | 'to',
    value: string,
    onChange: (value: string) => void,
    bound: { min?: string; max?: string },
  ) => (
    <FormField className="form-control" id={`${id}-${end}`} label={t(`statement.${end}`)}>
      <input
        id={`${id}-${end}`}
        type="date"
        className="input w-full"
        value={value}
        {...bound}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
  return (
    <section aria-labelledby="statement-title" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4">
        <h2 id="statement-title" className="card-title text-lg">
          {t('statement.title')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
          {dateField('from', from, setFrom, { max: to })}
          {dateField('to', to, setTo, { min: from })}
          <div className="col-span-2 flex flex-wrap gap-2">
            <a
              className={`btn btn-outline ${valid ? '' : 'btn-disabled'}`}
              href={valid ? statementCsvUrl({ from, to }) : undefined}
              download
              aria-disabled={!valid}
            >
              {t('statement.csv')}
            </a>
            <Link
              className={`btn btn-primary ${valid ? '' : 'btn-disabled'}`}
              to={`${paths.paymentStatement}?${new URLSearchParams({ from, to })}`}
              aria-disabled={!valid}
            >
              {t('statement.print')}
            </Link>
          </div>
        </div>
        {valid ? null : <p className="text-sm text-error">{t('statement.badRange')}</p>}
      </div>
    </section>
  );
}

/** A merchant's money: what they are owed, what was collected and charged, and what they were paid. */
export function PaymentsOverview() {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const number = useNumberFormat();
  const { data, isPending, isError, refetch } = usePaymentsOverview();
  if (isPending) return <Spinner />;
  if (isError || !data) {
    return <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />;
  }
  const { balance } = data;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <MoneyCard
            testId="payable"
            tone={balance.payablePoisha < 0 ? 'warning' : 'primary'}
            label={t('balance.payable')}
            value={money(balance.payablePoisha)}
            hint={
              <>
                {balance.payablePoisha < 0 ? t('balance.owed') : t('balance.payableHint')}
                {balance.pendingApprovalCount > 0 && (
                  <span className="mt-1 block font-semibold" data-testid="pending-approval">
                    {t('balance.pendingApproval', {
                      amount: money(balance.pendingApprovalPoisha),
                      count: balance.pendingApprovalCount,
                      number: number(balance.pendingApprovalCount),
                    })}
                  </span>
                )}
              </>
            }
          />
        </div>
        <MoneyCard
          testId="cod-collected"
          label={t('balance.codCollected')}
          value={money(balance.codCollectedPoisha)}
          hint={t('balance.delivered', { number: number(data.deliveredCount) })}
        />
        <MoneyCard testId="fees" label={t('balance.fees')} value={money(balance.feesPoisha)} />
        {balance.returnChargesPoisha !== 0 && (
          <MoneyCard
            testId="return-charges"
            label={t('balance.returnCharges')}
            value={money(balance.returnChargesPoisha)}
          />
        )}
        <MoneyCard testId="paid-out" label={t('balance.paidOut')} value={money(balance.paidOutPoisha)} />
      </div>

      <StatementPicker />

      <HeadedSection id="payouts-title" title={t('payouts.received')}>
        <p className="mb-3 text-sm">
          {t('payouts.accountHint')}{' '}
          <Link to={paths.payoutAccount} className="link link-primary" data-testid="payout-account-link">
            {t('payouts.accountLink')}
          </Link>
        </p>
        <div className="mb-3">
          <PayoutRequestPanel payablePoisha={balance.payablePoisha} />
        </div>
        <PayoutList payouts={data.payouts} />
      </HeadedSection>

      <HeadedSection id="recent-title" title={t('recent.title')}>
        {data.recent.length === 0 ? (
          <p className="opacity-70">{t('recent.empty')}</p>
        ) : (
          <StatementLines lines={data.recent} />
        )}
      </HeadedSection>
    </div>
  );
}
