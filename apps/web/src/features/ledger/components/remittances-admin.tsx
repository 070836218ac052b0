import type { HubRemittance } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useConfirmRemittance, useRemittances } from '../api/hub-cash';
import { RemittanceCard } from './remittance-card';

function CountableRemittance({ remittance }: { remittance: HubRemittance }) {
  const confirm = useConfirmRemittance();
  return (
    <RemittanceCard
      remittance={remittance}
      pending={confirm.isPending}
      onCount={(countedPoisha) => confirm.mutateAsync({ id: remittance.id, countedPoisha })}
    />
  );
}

/** Hubs' remittances waiting to be counted at head office. */
export function RemittancesAdmin() {
  const { t } = useTranslation('ledger');
  const { data, isPending, isError, refetch } = useRemittances('declared');
  return (
    <section aria-labelledby="remittances-title">
      <h2 id="remittances-title" className="mb-3 text-lg font-semibold">
        {t('admin.remittances.waiting')}
      </h2>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <p className="opacity-70">{t('admin.remittances.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
          {data.map((remittance) => (
            <CountableRemittance key={remittance.id} remittance={remittance} />
          ))}
        </ul>
      )}
    </section>
  );
}
