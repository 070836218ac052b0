import type { BagView } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { confirmPopup } from '../../../lib/popups';
import { type Reconciliation, useReconcileBag } from '../api/bag-actions';

/**
 * Closing an arrived bag after its parcels were scanned out: any parcel of the manifest not scanned
 * becomes a *missing* exception. The bag then leaves the arrived list, so the board shows the outcome.
 */
export function ReconcileButton({
  bag,
  onReconciled,
}: {
  bag: BagView;
  onReconciled: (outcome: Reconciliation) => void;
}) {
  const { t } = useTranslation('network');
  const reconcile = useReconcileBag();
  const [problem, setProblem] = useState<string | null>(null);

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
      onReconciled(await reconcile.mutateAsync(bag.id));
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
    </div>
  );
}
