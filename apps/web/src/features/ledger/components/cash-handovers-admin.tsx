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
      onCount={(countedPoisha, shortageConfirmed) =>
        confirm.mutateAsync({ id: handover.id, countedPoisha, shortageConfirmed })
      }
    />
  );
}

const sections = {
  declared: { id: 'waiting-title', title: 'admin.handovers.waiting' },
  confirmed: { id: 'confirmed-title', title: 'admin.handovers.confirmedTitle' },
} as const;

function HandoverList({ status }: { status: keyof typeof sections }) {
  const { t } = useTranslation('ledger');
  const { data, isPending, isError, refetch } = useHandovers(status);
  const { id, title } = sections[status];
  return (
    <HeadedSection id={id} title={t(title)} headingClassName="mb-3 text-lg font-semibold">
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <p className="opacity-70">{t(`admin.handovers.empty.${status}`)}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
          {data.map((handover) => (
            <OfficeHandoverCard key={handover.id} handover={handover} />
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}

/** Handovers waiting to be counted first, then hubs' remittances, then the ones already confirmed. */
export function CashHandoversAdmin() {
  return (
    <div className="space-y-8">
      <HandoverList status="declared" />
      <RemittancesAdmin />
      <HandoverList status="confirmed" />
    </div>
  );
}
