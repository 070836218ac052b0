import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDhakaDate, usePoisha } from '../../../lib/use-money';
import { usePaymentsOverview } from '../../ledger/api/payments';

/** The shop's money on its dashboard: what it is owed now, the cash collected, and its last payout. */
export function DashboardMoney() {
  const { t } = useTranslation('parcels');
  const money = usePoisha();
  const when = useDhakaDate(false);
  const { data } = usePaymentsOverview();
  if (!data) return null;
  const { balance } = data;
  const lastPayout = data.payouts.find((payout) => !payout.reversed);
  const tile = 'card border border-base-300 bg-base-100 shadow-sm';
  return (
    <section aria-labelledby="dashboard-money" className="space-y-3">
      <h2 id="dashboard-money" className="text-lg font-semibold">
        {t('dashboard.money.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Link
          to={paths.payments}
          className={`${tile} col-span-2 border-primary/40 bg-primary/5 lg:col-span-1`}
        >
          <div className="card-body gap-1 p-4" data-testid="dashboard-payable">
            <p className="text-sm opacity-80">{t('dashboard.money.payable')}</p>
            <p className="text-2xl font-bold tabular-nums">{money(balance.payablePoisha)}</p>
            {balance.pendingApprovalCount > 0 && (
              <p className="text-xs opacity-80">
                {t('dashboard.money.pendingApproval', { amount: money(balance.pendingApprovalPoisha) })}
              </p>
            )}
          </div>
        </Link>
        <div className={tile}>
          <div className="card-body gap-1 p-4">
            <p className="text-sm opacity-80">{t('dashboard.money.codCollected')}</p>
            <p className="text-2xl font-bold tabular-nums">{money(balance.codCollectedPoisha)}</p>
          </div>
        </div>
        <div className={tile}>
          <div className="card-body gap-1 p-4">
            <p className="text-sm opacity-80">{t('dashboard.money.lastPayout')}</p>
            <p className="text-2xl font-bold tabular-nums">
              {lastPayout ? money(lastPayout.amountPoisha) : '–'}
            </p>
            <p className="text-xs opacity-80">
              {lastPayout ? when(lastPayout.createdAt) : t('dashboard.money.noPayout')}
            </p>
          </div>
        </div>
        <div className={`${tile} col-span-2 lg:col-span-1`}>
          <div className="card-body justify-center gap-2 p-4">
            <Link to={paths.payments} className="link">
              {t('dashboard.money.payments')}
            </Link>
            <Link to={paths.payoutAccount} className="link">
              {t('dashboard.money.payoutAccount')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
