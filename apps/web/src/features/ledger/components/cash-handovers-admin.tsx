import type { CashHandover } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { HeadedSection } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { useConfirmHandover, useHandovers } from '../api/handovers';
import { HandoverCard } from './handover-card';
import { RemittancesAdmin } from './remittances-admin';

/** Counted at head office: the cash goes into the office's cash. */
function OfficeHandoverCard({ handover }: { handover: CashHandover }) {
  const confirm = useConfirmHandover();
  return (
    <HandoverCard
      handover={handover}
      pending={confirm.isPending}
      onCount={(countedPoisha) => confirm.mutateAsync({ id: handover.id, countedPoisha })}
    />
  );
}

function HandoverList({ status }: { status: 'declared' | 'confirmed' }) {
  const { t } = useTranslation('ledger');
  const { data, isPending, isError, refetch } = useHandovers(status);
  if (isPending) return <Spinner />;
  if (isError) {
    return <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />;
  }
  if (data.length === 0) return <p className="opacity-70">{t(`admin.handovers.empty.${status}`)}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      {data.map((handover) => (
        <OfficeHandoverCard key={handover.id} handover={handover} />
      ))}
    </ul>
  );
}

/** Handovers waiting to be counted first, then hubs' remittances, then the ones already confirmed. */
export function CashHandoversAdmin() {
  const { t } = useTranslation('ledger');
  return (
    <div className="space-y-8">
      <HeadedSection
        id="waiting-title"
        title={t('admin.handovers.waiting')}
        headingClassName="mb-3 text-lg font-semibold"
      >
        <HandoverList status="declared" />
      </HeadedSection>
      <RemittancesAdmin />
      <HeadedSection
        id="confirmed-title"
        title={t('admin.handovers.confirmedTitle')}
        headingClassName="mb-3 text-lg font-semibold"
      >
        <HandoverList status="confirmed" />
      </HeadedSection>
    </div>
  );
}
