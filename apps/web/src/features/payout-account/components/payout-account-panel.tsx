import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiCreditCard } from 'react-icons/fi';
import { LoadError } from '../../../components/ui/load-error';
import { HeadedSection } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { formatDhakaDateTime, localDigits } from '../../../lib/format';
import { usePayoutAccount } from '../api/payout-account';
import { PayoutAccountForm } from './payout-account-form';
import { PayoutHoldNotice } from './payout-hold-notice';

/** Where the merchant's payouts go, a way to change it, and every change so far. */
export function PayoutAccountPanel() {
  const { t, i18n } = useTranslation('payout-account');
  const { data, isPending, isError, refetch } = usePayoutAccount();
  const [editing, setEditing] = useState(false);
  if (isPending) return <Spinner />;
  if (isError)
    return <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />;
  const { account, changes } = data;
  const digits = (text: string) => localDigits(text, i18n.language);
  return (
    <div className="space-y-6">
      <p className="opacity-80">{t('intro')}</p>
      <PayoutHoldNotice heldUntil={account?.heldUntil ?? null} />
      {account && !editing && (
        <div className="card border border-base-300 bg-base-100 shadow-sm" data-testid="payout-account">
          <div className="card-body flex-row flex-wrap items-start gap-3 p-4 sm:p-6">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <FiCreditCard className="size-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="text-sm opacity-80">{t('current.title')}</h2>
              <p className="font-semibold">{t(`method.${account.method}`)}</p>
              <p className="break-words" data-testid="payout-destination">
                {account.method === 'bank'
                  ? `${account.bankName}, ${account.branchName} · ${account.accountName}`
                  : digits(account.walletNumber ?? '')}
              </p>
              {account.method === 'bank' && (
                <p className="text-sm">
                  {t('current.bankNumbers', {
                    account: digits(account.accountNumber ?? ''),
                    routing: digits(account.routingNumber ?? ''),
                  })}
                </p>
              )}
              <p className="mt-1 text-sm opacity-80">
                {t('current.since', { date: formatDhakaDateTime(account.updatedAt, i18n.language) })}
              </p>
            </div>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
              {t('current.change')}
            </button>
          </div>
        </div>
      )}
      {(!account || editing) && (
        <PayoutAccountForm account={account} onDone={account ? () => setEditing(false) : undefined} />
      )}
      {changes.length > 0 && (
        <HeadedSection id="payout-changes" title={t('changes.title')}>
          <p className="mb-3 text-sm opacity-80">{t('changes.intro')}</p>
          <ul
            className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
            data-testid="payout-changes"
          >
            {changes.map((change) => (
              <li key={change.id} className="p-3 text-sm">
                <p className="font-medium">{formatDhakaDateTime(change.changedAt, i18n.language)}</p>
                <p className="break-words">
                  {change.previousDestination
                    ? t('changes.fromTo', {
                        from: digits(change.previousDestination),
                        to: digits(change.destination ?? '—'),
                      })
                    : t('changes.first', { to: digits(change.destination ?? '—') })}
                </p>
              </li>
            ))}
          </ul>
        </HeadedSection>
      )}
    </div>
  );
}
