import { type Payout, payoutReversedReason } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowList, SpreadRow } from '../../../components/ui/row-list';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { localDigits } from '../../../lib/format';
import { confirmPopup, showToast } from '../../../lib/popups';
import { useDhakaDate, usePoisha } from '../../../lib/use-money';
import { usePayouts, useReverseEntry } from '../api/merchants';
import { PayoutParcels } from './payout-parcels';

/** Payouts as a list that reads on a phone; admins may reverse one that was recorded by mistake. */
export function PayoutList({ payouts, canReverse = false }: { payouts: Payout[]; canReverse?: boolean }) {
  const { t, i18n } = useTranslation('ledger');
  const money = usePoisha();
  const date = useDhakaDate();
  const reverse = useReverseEntry();
  const [shown, setShown] = useState<string>();

  async function reverseOne(payout: Payout) {
    const sure = await confirmPopup({
      title: t('payout.reverseTitle'),
      text: t('payout.reverseText', { amount: money(payout.amountPoisha), name: payout.merchantName }),
      confirmText: t('payout.reverseConfirm'),
      cancelText: t('payout.cancel'),
      icon: 'warning',
    });
    if (!sure) return;
    try {
      await reverse.mutateAsync({ entryId: payout.entryId, reason: payoutReversedReason });
      void showToast('success', t('payout.reversed'));
    } catch (caught) {
      void showToast('error', caught instanceof ApiError ? errorText(caught) : t('load.error'));
    }
  }

  return (
    <RowList items={payouts} empty={<p className="opacity-70">{t('payout.empty')}</p>}>
      {(payout) => (
        <SpreadRow key={payout.id} testId="payout" wrap>
          <div className="min-w-0">
            <p className="font-medium">
              {t(`method.${payout.method}`)} · <span className="font-mono text-sm">{payout.reference}</span>
            </p>
            {payout.destination ? (
              <p className="text-sm break-words" data-testid="payout-destination">
                {localDigits(payout.destination, i18n.language)}
              </p>
            ) : null}
            <p className="text-xs opacity-70">
              {date(payout.createdAt)}
              {canReverse ? ` · ${payout.merchantName}` : ''}
            </p>
          </div>
          <div className="flex items-center gap-2">
            {payout.reversed ? (
              <span className="badge badge-error badge-soft badge-sm">{t('payout.reversedBadge')}</span>
            ) : null}
            <p className={`font-semibold tabular-nums ${payout.reversed ? 'line-through opacity-60' : ''}`}>
              {money(payout.amountPoisha)}
            </p>
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              aria-expanded={shown === payout.id}
              onClick={() => setShown((open) => (open === payout.id ? undefined : payout.id))}
            >
              {shown === payout.id ? t('payoutParcels.hide') : t('payoutParcels.show')}
            </button>
            {canReverse && !payout.reversed ? (
              <button type="button" className="btn btn-ghost btn-xs" onClick={() => reverseOne(payout)}>
                {t('payout.reverse')}
              </button>
            ) : null}
          </div>
          {shown === payout.id ? (
            <div className="basis-full">
              <PayoutParcels payoutId={payout.id} />
            </div>
          ) : null}
        </SpreadRow>
      )}
    </RowList>
  );
}

export function PayoutHistory({ merchantId }: { merchantId?: string }) {
  const { t } = useTranslation('ledger');
  const { data, isPending, isError } = usePayouts(merchantId);
  if (isPending) return <Spinner />;
  if (isError) return <p className="text-error">{t('load.error')}</p>;
  return <PayoutList payouts={data} canReverse />;
}
