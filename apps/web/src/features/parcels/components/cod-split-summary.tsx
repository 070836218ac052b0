import { type CodMode, codSplit, poishaToTaka, takaToPoisha } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { useTaka } from '../../../lib/use-money';

/**
 * What the receiver pays and what the shop is paid for this booking, by the same `codSplit` the label,
 * the rider's run and the ledger use: the shop sees the deduction before it books.
 */
export function CodSplitSummary({
  codMode,
  cashTaka,
  feeTaka,
}: {
  codMode: CodMode;
  cashTaka: number | undefined;
  feeTaka: number;
}) {
  const { t } = useTranslation('parcels');
  const taka = useTaka();
  const cash = typeof cashTaka === 'number' && Number.isFinite(cashTaka) && cashTaka >= 0 ? cashTaka : 0;
  const split = codSplit({
    paymentMethod: 'cod',
    codMode,
    codAmountPoisha: takaToPoisha(cash),
    deliveryFeePoisha: takaToPoisha(feeTaka),
  });
  return (
    <dl className="grid gap-1 rounded-box bg-base-200 p-3 text-sm" data-testid="cod-split">
      <div className="flex justify-between gap-4">
        <dt>{t('codSplit.collect')}</dt>
        <dd className="font-bold tabular-nums">{taka(poishaToTaka(split.collectPoisha))}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t('codSplit.fee')}</dt>
        <dd className="tabular-nums">{taka(poishaToTaka(split.feePoisha))}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-base-300 pt-1">
        <dt className="font-semibold">{t('codSplit.payout')}</dt>
        <dd className="font-bold tabular-nums">{taka(poishaToTaka(split.payoutPoisha))}</dd>
      </div>
      {split.payoutPoisha < 0 && <p className="font-medium">{t('codSplit.negative')}</p>}
    </dl>
  );
}
