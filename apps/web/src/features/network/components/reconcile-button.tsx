import type { BagView } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { confirmPopup } from '../../../lib/popups';
import { type Reconciliation, useReconcileBag } from '../api/bag-actions';
import { useHubName } from '../hooks/use-hub-name';

/**
 * Closing an arrived bag after its parcels were scanned out: any parcel of the manifest not scanned
 * becomes a *missing* exception, listed here with its last holder.
 */
export function ReconcileButton({ bag }: { bag: BagView }) {
  const { t } = useTranslation('network');
  const reconcile = useReconcileBag();
  const [outcome, setOutcome] = useState<Reconciliation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hubName = useHubName();
  // Its last holder was this bag, sealed at the hub it left: worded here in the page's language.
  const lastHolder = t('bags.lastHolder', {
    bag: bag.code,
    hub: hubName(bag.originHub),
    seal: bag.sealNumber ?? '—',
  });

  async function run() {
    const sure = await confirmPopup({
      title: t('bags.reconcileTitle', { code: bag.code }),
      text: t('bags.reconcileText'),
      confirmText: t('bags.reconcile'),
      cancelText: t('cancel'),
      icon: 'question',
    });
    if (!sure) return;
    setProblem(null);
    try {
      setOutcome(await reconcile.mutateAsync(bag.id));
    } catch (error) {
      setProblem(errorText(error, ['network']));
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn btn-sm btn-primary"
        onClick={() => void run()}
        disabled={reconcile.isPending}
      >
        {t('bags.reconcile')}
      </button>
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
      {outcome && (
        <div
          role="status"
          className={`alert ${outcome.missing.length ? 'alert-warning' : 'alert-success'} alert-soft block`}
          data-testid="reconcile-outcome"
        >
          <p>{t('bags.reconciled', { count: outcome.received })}</p>
          {outcome.missing.length > 0 && (
            <>
              <p className="font-semibold">{t('bags.missing', { count: outcome.missing.length })}</p>
              <ul className="list-disc pl-5 text-sm">
                {outcome.missing.map((each) => (
                  <li key={each.id}>
                    <span className="font-mono">{each.trackingId}</span> · {lastHolder}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
