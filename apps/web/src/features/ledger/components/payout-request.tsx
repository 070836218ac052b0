import { minPayoutPoisha, nextPayoutDay, type PayoutRequest } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatWeekday } from '../../../lib/format-clock';
import { showToast } from '../../../lib/popups';
import { newIdempotencyKey, useDhakaDate, usePoisha } from '../../../lib/use-money';
import { usePayoutRequests, useRequestPayout } from '../api/payments';

const isOpen = (request: PayoutRequest) => request.payoutId === null;

/**
 * "Request payout" on the merchant's payments page: enabled once ৳100 is payable and no request is
 * open; while one is open it shows what was asked and that head office has still to pay it.
 */
export function PayoutRequestPanel({ payablePoisha }: { payablePoisha: number }) {
  const { t, i18n } = useTranslation('ledger');
  const money = usePoisha();
  const date = useDhakaDate();
  const requests = usePayoutRequests();
  const ask = useRequestPayout();
  const [error, setError] = useState<string>();
  const open = requests.data?.find(isOpen);
  const lastPaid = requests.data?.find((request) => !isOpen(request));
  const enough = payablePoisha >= minPayoutPoisha;
  const disabled = !requests.data || Boolean(open) || !enough || ask.isPending;

  async function request() {
    setError(undefined);
    try {
      // A fresh key per click: a network retry of this click is answered once, a later click is a new ask.
      await ask.mutateAsync({ idempotencyKey: newIdempotencyKey() });
      void showToast('success', t('request.sent'));
    } catch (caught) {
      setError(caught instanceof ApiError ? errorText(caught) : t('load.error'));
    }
  }

  return (
    <div className="space-y-2 rounded-box bg-base-200 p-3" data-testid="payout-request">
      <div>
        <p className="font-semibold" data-testid="next-payout">
          {t('schedule.next', { day: formatWeekday(nextPayoutDay(), i18n.language) })}
        </p>
        <p className="text-sm opacity-80">{t('schedule.rule', { amount: money(minPayoutPoisha) })}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" className="btn btn-primary" disabled={disabled} onClick={request}>
          {ask.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
          {t('request.button')}
        </button>
        {!open && !enough ? (
          <p className="text-sm opacity-80" data-testid="payout-request-minimum">
            {t('request.minimum', { amount: money(minPayoutPoisha) })}
          </p>
        ) : null}
      </div>
      {open ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="payout-request-open">
          <span className="badge badge-warning badge-soft">{t('request.state.open')}</span>
          <span>
            {t(open.source === 'schedule' ? 'request.openScheduled' : 'request.open', {
              amount: money(open.amountPoisha),
              date: date(open.createdAt),
            })}
          </span>
        </p>
      ) : lastPaid?.paidAt ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="payout-request-paid">
          <span className="badge badge-success badge-soft">{t('request.state.paid')}</span>
          <span>
            {t('request.paid', { amount: money(lastPaid.amountPoisha), date: date(lastPaid.paidAt) })}
          </span>
        </p>
      ) : null}
      {error ? (
        <p className="text-sm text-error" role="alert" data-testid="payout-request-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Head office's list of open payout requests, oldest ask first, so nobody waits unseen. */
export function OpenPayoutRequests() {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const date = useDhakaDate();
  const { data, isPending, isError, refetch } = usePayoutRequests();
  if (isPending) return <Spinner />;
  if (isError) {
    return <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />;
  }
  const open = data.filter(isOpen).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (open.length === 0) return <p className="opacity-70">{t('admin.requests.empty')}</p>;
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      {open.map((request) => (
        <li
          key={request.id}
          className="flex flex-wrap items-center justify-between gap-2 p-3"
          data-testid="open-payout-request"
        >
          <div className="min-w-0">
            <p className="font-semibold">{request.merchantName}</p>
            <p className="text-sm opacity-70">
              {t('admin.requests.asked', { date: date(request.createdAt) })} ·{' '}
              {t(`admin.requests.source.${request.source}`)}
            </p>
          </div>
          <p className="text-lg font-bold tabular-nums">{money(request.amountPoisha)}</p>
        </li>
      ))}
    </ul>
  );
}
