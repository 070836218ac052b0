import type { LedgerSummary } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { usePoisha } from '../../../lib/use-money';
import { useHubName } from './remittance-card';

/** Each hub's cash and what it owes head office, and the check that the whole ledger sums to zero. */
export function HubBalances({ summary }: { summary: LedgerSummary }) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const hubName = useHubName();
  const balanced = summary.booksSumPoisha === 0;
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-2 p-4">
        <h2 className="font-semibold">{t('summary.hubsTitle')}</h2>
        {summary.hubs.length === 0 ? (
          <p className="text-sm opacity-70">{t('summary.noHubCash')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th>{t('summary.hub')}</th>
                  <th className="text-right">{t('hubCash.cash')}</th>
                  <th className="text-right">{t('hubCash.awaiting')}</th>
                  <th className="text-right">{t('hubCash.receivable')}</th>
                </tr>
              </thead>
              <tbody>
                {summary.hubs.map((hub) => (
                  <tr key={hub.hubId} data-testid="summary-hub" data-hub={hub.code}>
                    <td>{hubName(hub)}</td>
                    <td className="text-right tabular-nums">{money(hub.cashPoisha)}</td>
                    <td className="text-right tabular-nums">{money(hub.awaitingRemittancePoisha)}</td>
                    <td className="text-right tabular-nums">{money(hub.receivablePoisha)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className={`text-sm ${balanced ? 'text-success' : 'text-error'}`} data-testid="books-sum">
          {balanced
            ? t('summary.booksBalanced')
            : t('summary.booksUnbalanced', { amount: money(summary.booksSumPoisha) })}
        </p>
      </div>
    </div>
  );
}
