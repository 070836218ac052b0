import type { BagView } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiPrinter } from 'react-icons/fi';
import { Link } from 'react-router';
import { RefreshedAt } from '../../../components/field/refreshed-at';
import { QueryFallback } from '../../../components/ui/load-error';
import { TabBar } from '../../../components/ui/tab-bar';
import { paths } from '../../../config/paths';
import { formatDhakaDateTime, formatNumber } from '../../../lib/format';
import { useAuth } from '../../auth/hooks/use-auth';
import type { Reconciliation } from '../api/bag-actions';
import { type BagListStatus, useBags } from '../api/get-bags';
import type { MyHub } from '../api/get-my-hubs';
import { BagSealForm } from './bag-seal-form';
import { canDiscardBag, DiscardBagButton } from './discard-bag-button';
import { MovementCard } from './movement-card';
import { OpenBagForm } from './open-bag-form';
import { ReconcileButton } from './reconcile-button';
import { ReconcileOutcome } from './reconcile-outcome';

const tabs: BagListStatus[] = ['open', 'sealed', 'arrived'];

function BagCard({
  bag,
  status,
  canDiscard,
  onReconciled,
}: {
  bag: BagView;
  status: BagListStatus;
  canDiscard: boolean;
  onReconciled: (outcome: Reconciliation) => void;
}) {
  const { t, i18n } = useTranslation('network');
  const created = <p className="text-xs opacity-70">{formatDhakaDateTime(bag.createdAt, i18n.language)}</p>;
  const load = (
    <>
      {t('bags.count', { count: bag.parcelCount })}
      {/* An open bag: what still waits at the hub for it, the scan station's figure (issue 62 item 5). */}
      {status === 'open' && bag.waiting !== undefined && bag.waiting > 0 && (
        <> · {t('bags.waiting', { number: formatNumber(bag.waiting, i18n.language) })}</>
      )}
      {bag.sealNumber && <> · {t('bags.sealShown', { seal: bag.sealNumber })}</>}
    </>
  );
  return (
    <MovementCard kind="bags" item={bag} incoming={status === 'arrived'} corner={created} load={load}>
      <div className="flex flex-wrap gap-2">
        {status !== 'open' && (
          <Link to={paths.hubBagLabel(bag.id)} className="btn btn-sm btn-outline">
            <FiPrinter aria-hidden />
            {t('bags.label')}
          </Link>
        )}
        {canDiscard && <DiscardBagButton bag={bag} />}
      </div>
      {status === 'open' && <BagSealForm bag={bag} />}
      {status === 'arrived' && <ReconcileButton bag={bag} onReconciled={onReconciled} />}
    </MovementCard>
  );
}

/** The hub's bags: open ones filling up, sealed ones waiting for a trip, arrived ones to open. */
export function BagsBoard({ hub }: { hub: MyHub }) {
  const { t } = useTranslation('network');
  const [status, setStatus] = useState<BagListStatus>('open');
  const bags = useBags(hub.id, status);
  const { user } = useAuth();
  const [reconciled, setReconciled] = useState<Reconciliation | null>(null);
  return (
    <div className="space-y-4">
      <OpenBagForm hub={hub} />
      {reconciled && <ReconcileOutcome outcome={reconciled} onClose={() => setReconciled(null)} />}
      <TabBar tabs={tabs} current={status} onChoose={setStatus} tabLabel={(each) => t(`bags.tabs.${each}`)} />
      <RefreshedAt updatedAt={bags.dataUpdatedAt} />
      {!bags.isSuccess ? (
        <QueryFallback query={bags} message={t('bags.error')} retryLabel={t('retry')} />
      ) : bags.data.length === 0 ? (
        <p className="rounded-box bg-base-200 p-4 text-center">{t(`bags.empty.${status}`)}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t(`bags.tabs.${status}`)}>
          {bags.data.map((bag) => (
            <BagCard
              key={bag.id}
              bag={bag}
              status={status}
              canDiscard={canDiscardBag(bag, hub.position, user?.uid)}
              onReconciled={setReconciled}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
