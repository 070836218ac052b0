import type { BagView } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { useAskedChange } from '../../../lib/mutation-flow';
import { type Reconciliation, useReconcileBag } from '../api/bag-actions';
import { useBag } from '../api/get-bag';
import { tally } from '../scan-tally';
import { ScanCounter } from './scan-counter';

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
  // How many of the manifest were scanned out, before anyone closes the bag (issue 62: "55 of 56").
  const detail = useBag(bag.id);
  const manifest = detail.data?.parcels ?? [];
  const out = tally(
    manifest.map((item) => item.trackingId),
    manifest.filter((item) => item.outcome === 'received').map((item) => item.trackingId),
    [],
    () => false,
  );
  const { problem, run: ask } = useAskedChange(['network']);

  const run = () =>
    ask(
      {
        title: t('bags.reconcileTitle', { code: bag.code }),
        text: t('bags.reconcileText'),
        confirmText: t('bags.reconcile'),
        cancelText: t('cancel'),
        icon: 'question',
      },
      async () => onReconciled(await reconcile.mutateAsync(bag.id)),
    );

  return (
    <div className="space-y-2">
      {detail.data && (
        <ScanCounter
          id={`bag-${bag.id}`}
          label={t('scan.tally.bagOut', { bag: bag.code })}
          scanned={out.scanned}
          expected={out.expected}
        />
      )}
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
