import { useTranslation } from 'react-i18next';
import { FiX } from 'react-icons/fi';
import { useHubName } from '../../../lib/use-hub-name';
import type { Reconciliation } from '../api/bag-actions';

/** What closing a bag found: how many parcels came out of it, and which are missing. */
export function ReconcileOutcome({ outcome, onClose }: { outcome: Reconciliation; onClose: () => void }) {
  const { t } = useTranslation('network');
  const hubName = useHubName();
  const { bag, missing } = outcome;
  // Each missing parcel's last holder is the bag (its code, seal and sealing hub come as data), worded
  // here in the page's language.
  const lastHolder = (held: { code: string; sealNumber: string | null; originHub: typeof bag.originHub }) =>
    t('bags.lastHolder', { bag: held.code, hub: hubName(held.originHub), seal: held.sealNumber ?? '—' });
  return (
    <div
      role="status"
      className={`alert ${missing.length ? 'alert-warning' : 'alert-success'} alert-soft flex items-start`}
      data-testid="reconcile-outcome"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">{t('bags.closed', { code: bag.code })}</p>
        <p>{t('bags.reconciled', { count: outcome.received })}</p>
        {missing.length > 0 && (
          <>
            <p className="font-semibold">{t('bags.missing', { count: missing.length })}</p>
            <ul className="list-disc pl-5 text-sm">
              {missing.map((each) => (
                <li key={each.id}>
                  <span className="font-mono">{each.trackingId}</span> ·{' '}
                  {lastHolder(each.lastHolderBag ?? bag)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-circle"
        aria-label={t('close')}
        onClick={onClose}
      >
        <FiX aria-hidden />
      </button>
    </div>
  );
}
