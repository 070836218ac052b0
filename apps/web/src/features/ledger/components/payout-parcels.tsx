import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { usePoisha } from '../../../lib/use-money';
import { usePayoutParcels } from '../api/payments';

/** The parcels one payout covered: tracking ID, COD, fee and net of each, and their total. */
export function PayoutParcels({ payoutId }: { payoutId: string }) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const { data, isPending, isError, refetch } = usePayoutParcels(payoutId);
  if (isPending) return <Spinner />;
  if (isError) {
    return <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />;
  }
  if (data.length === 0) return <p className="text-sm opacity-70">{t('payoutParcels.empty')}</p>;
  const net = data.reduce((sum, parcel) => sum + parcel.netPoisha, 0);
  return (
    <div className="overflow-x-auto rounded-box bg-base-200">
      <table className="table table-sm" data-testid="payout-parcels">
        <caption className="px-3 pt-2 text-left text-xs opacity-70">{t('payoutParcels.rule')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payoutParcels.tracking')}</th>
            <th scope="col" className="text-right">
              {t('payoutParcels.cod')}
            </th>
            <th scope="col" className="text-right">
              {t('payoutParcels.fee')}
            </th>
            <th scope="col" className="text-right">
              {t('payoutParcels.net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((parcel) => (
            <tr key={parcel.parcelId} data-testid="payout-parcel">
              <td className="whitespace-nowrap font-mono text-xs">{parcel.trackingId}</td>
              <td className="text-right tabular-nums">{money(parcel.codPoisha)}</td>
              <td className="text-right tabular-nums">{money(parcel.feePoisha)}</td>
              <td className="text-right font-semibold tabular-nums">{money(parcel.netPoisha)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('payoutParcels.total')}
            </th>
            <td className="text-right font-semibold tabular-nums" data-testid="payout-parcels-net">
              {money(net)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
