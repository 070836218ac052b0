import type { MerchantBalance, MerchantPayoutAccount } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiAlertTriangle } from 'react-icons/fi';
import { Link } from 'react-router';
import { Figure } from '../../../components/ui/figure';
import { LoadError } from '../../../components/ui/load-error';
import { HeadedSection } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { usePoisha } from '../../../lib/use-money';
import { usePayoutAccounts } from '../../payout-account/api/payout-account';
import { MerchantAccountSummary } from '../../payout-account/components/merchant-account-summary';
import { useLedgerSummary, useMerchantBalances } from '../api/merchants';
import { HubBalances } from './hub-balances';
import { MoneyCard } from './money-card';
import { PayoutForm } from './payout-form';
import { PayoutHistory } from './payout-history';
import { OpenPayoutRequests } from './payout-request';

function Summary() {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const { data } = useLedgerSummary();
  if (!data) return null;
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <MoneyCard label={t('summary.codCollected')} value={money(data.codCollectedPoisha)} />
        <MoneyCard label={t('summary.feeRevenue')} value={money(data.feeRevenuePoisha)} tone="primary" />
        <MoneyCard label={t('summary.ridersCash')} value={money(data.ridersCashPoisha)} />
        <MoneyCard label={t('summary.officeCash')} value={money(data.officeCashPoisha)} />
        <MoneyCard
          testId="summary-hubs-cash"
          label={t('summary.hubsCash')}
          value={money(data.hubsCashPoisha)}
        />
        <MoneyCard
          label={t('summary.merchantsPayable')}
          value={money(data.merchantsPayablePoisha)}
          tone="warning"
        />
      </div>
      <HubBalances summary={data} />
    </div>
  );
}

function MerchantRow({
  merchant,
  account,
}: {
  merchant: MerchantBalance;
  account: MerchantPayoutAccount | undefined;
}) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const [paying, setPaying] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const owes = merchant.payablePoisha < 0;
  return (
    <li
      className={`card border bg-base-100 shadow-sm ${owes ? 'border-error border-l-4' : 'border-base-300'}`}
      data-testid="merchant"
      data-email={merchant.email}
      data-negative={owes || undefined}
    >
      <div className="card-body gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold">{merchant.name}</p>
            <p className="truncate text-sm opacity-70">{merchant.email}</p>
          </div>
          <div className="shrink-0 text-right">
            <p className="text-xs opacity-70">{t('balance.payable')}</p>
            <p
              className={`text-xl font-bold tabular-nums ${owes ? 'text-error' : ''}`}
              data-testid="merchant-payable"
            >
              {money(merchant.payablePoisha)}
            </p>
          </div>
        </div>
        {owes ? (
          // Said in words, not by colour alone: a merchant who owes is a collection to make.
          <p className="alert alert-error alert-soft py-2 text-sm" data-testid="merchant-owes">
            <FiAlertTriangle aria-hidden="true" />
            <span>
              <strong>{t('admin.merchants.owes', { amount: money(-merchant.payablePoisha) })}</strong>{' '}
              {t('admin.merchants.owesHint')}
            </span>
          </p>
        ) : null}
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <Figure term={t('balance.codCollected')} className="tabular-nums">
            {money(merchant.codCollectedPoisha)}
          </Figure>
          <Figure term={t('balance.fees')} className="tabular-nums">
            {money(merchant.feesPoisha)}
          </Figure>
          <Figure term={t('balance.paidOut')} className="tabular-nums">
            {money(merchant.paidOutPoisha)}
          </Figure>
        </dl>
        <MerchantAccountSummary account={account} />
        {paying ? (
          <PayoutForm merchant={merchant} account={account} onDone={() => setPaying(false)} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={merchant.payablePoisha <= 0}
              onClick={() => setPaying(true)}
            >
              {t('payout.record')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setShowHistory((shown) => !shown)}
            >
              {showHistory ? t('payout.hideHistory') : t('payout.showHistory')}
            </button>
            <Link
              to={`${paths.adminRateCards}?email=${encodeURIComponent(merchant.email)}`}
              className="btn btn-ghost btn-sm"
            >
              {t('admin.merchants.rateCard')}
            </Link>
          </div>
        )}
        {showHistory ? <PayoutHistory merchantId={merchant.merchantId} /> : null}
      </div>
    </li>
  );
}

/** Company balances, every merchant's payable with a payout form, and each merchant's payout history. */
export function MerchantPayoutsAdmin() {
  const { t } = useTranslation('ledger');
  const { data, isPending, isError, refetch } = useMerchantBalances();
  const accounts = usePayoutAccounts();
  const accountOf = (merchantId: string) => accounts.data?.find((item) => item.merchantId === merchantId);
  return (
    <div className="space-y-6">
      <Summary />
      <HeadedSection
        id="payout-requests"
        title={t('admin.requests.title')}
        headingClassName="mb-3 text-lg font-semibold"
      >
        <OpenPayoutRequests />
      </HeadedSection>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <p className="opacity-70">{t('admin.merchants.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
          {data.map((merchant) => (
            <MerchantRow
              key={merchant.merchantId}
              merchant={merchant}
              account={accountOf(merchant.merchantId)}
            />
          ))}
        </ul>
      )}
      <HeadedSection
        id="all-payouts"
        title={t('payout.allTitle')}
        headingClassName="mb-3 text-lg font-semibold"
      >
        <PayoutHistory />
      </HeadedSection>
    </div>
  );
}
