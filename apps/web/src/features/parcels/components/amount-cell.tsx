import type { Parcel } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { useTaka } from '../../../lib/use-money';

/**
 * The spec's "Amount", as a merchant reads it: the cash the rider collects from the receiver (or
 * "Prepaid"), and under it the courier's fee, which comes off what the merchant is paid.
 */
export function AmountCell({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation('parcels');
  const taka = useTaka();
  const fee = t('amount.fee', { fee: taka(parcel.deliveryFee) });
  return (
    <span className="inline-flex flex-col items-end text-right" data-testid="parcel-amount">
      <span className="font-semibold tabular-nums">
        {parcel.paymentMethod === 'cod' ? taka(parcel.amountToCollect) : t('amount.prepaid')}
      </span>
      <span className="text-xs opacity-80 tabular-nums">
        {parcel.paymentMethod === 'cod' ? `${t('amount.toCollect')} · ${fee}` : fee}
      </span>
    </span>
  );
}
