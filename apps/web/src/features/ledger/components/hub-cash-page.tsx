import type { CashHandover, MyHub } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemSelect } from '../../../components/ui/item-select';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { usePoisha } from '../../../lib/use-money';
import { useConfirmHubHandover, useHubCash, useHubHandovers, useMyHubs } from '../api/hub-cash';
import { HandoverCard } from './handover-card';
import { MoneyCard, ReceivableCard } from './money-card';
import { RemitForm } from './remit-form';
import { RemittanceCard, useHubName } from './remittance-card';

function HubHandoverCard({ hubId, handover }: { hubId: string; handover: CashHandover }) {
  const confirm = useConfirmHubHandover();
  return (
    <HandoverCard
      handover={handover}
      pending={confirm.isPending}
      onCount={(countedPoisha, shortageConfirmed) =>
        confirm.mutateAsync({ hubId, id: handover.id, countedPoisha, shortageConfirmed })
      }
    />
  );
}

function RidersHandovers({ hubId }: { hubId: string }) {
  const { t } = useTranslation('ledger');
  const { data, isPending, isError, refetch } = useHubHandovers(hubId, 'declared');
  if (isPending) return <Spinner />;
  if (isError) {
    return <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />;
  }
  if (data.length === 0) return <p className="opacity-70">{t('hubCash.noHandovers')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      {data.map((handover) => (
        <HubHandoverCard key={handover.id} hubId={hubId} handover={handover} />
      ))}
    </ul>
  );
}

function HubCashView({ hub }: { hub: MyHub }) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const { data, isPending, isError, refetch } = useHubCash(hub.id);
  if (isPending) return <Spinner />;
  if (isError) {
    return <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />;
  }
  return (
    <div className="space-y-8">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <MoneyCard
          testId="hub-cash"
          tone="primary"
          label={t('hubCash.cash')}
          value={money(data.cashPoisha)}
          hint={t('hubCash.cashHint')}
        />
        <MoneyCard
          testId="hub-awaiting"
          label={t('hubCash.awaiting')}
          value={money(data.awaitingRemittancePoisha)}
          hint={t('hubCash.awaitingHint')}
        />
        <MoneyCard testId="hub-remitted" label={t('hubCash.remitted')} value={money(data.remittedPoisha)} />
        <ReceivableCard
          testId="hub-receivable"
          label={t('hubCash.receivable')}
          hint={t('hubCash.receivableHint')}
          poisha={data.receivablePoisha}
        />
      </div>
      <section aria-labelledby="hub-handovers-title">
        <h2 id="hub-handovers-title" className="mb-1 text-lg font-semibold">
          {t('hubCash.handoversTitle')}
        </h2>
        <p className="mb-3 text-sm opacity-80">
          {t('hubCash.handoversHelp', { amount: money(data.ridersDeclaredPoisha) })}
        </p>
        <RidersHandovers hubId={hub.id} />
      </section>
      {hub.position === 'operator' ? (
        <p className="alert">{t('remit.managersOnly')}</p>
      ) : (
        <RemitForm hubId={hub.id} availablePoisha={data.availableToRemitPoisha} />
      )}
      <section aria-labelledby="hub-remittances-title">
        <h2 id="hub-remittances-title" className="mb-3 text-lg font-semibold">
          {t('hubCash.remittancesTitle')}
        </h2>
        {data.remittances.length === 0 ? (
          <p className="opacity-70">{t('hubCash.noRemittances')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
            {data.remittances.map((remittance) => (
              <RemittanceCard key={remittance.id} remittance={remittance} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The hub's cash: riders' handovers to count, the cash held, and remitting it to head office. */
export function HubCashPage() {
  const { t } = useTranslation('ledger');
  const hubName = useHubName();
  const { data: hubs, isPending, isError, refetch } = useMyHubs();
  const [chosen, setChosen] = useState<string>();
  if (isPending) return <Spinner />;
  if (isError) {
    return <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />;
  }
  const hub = hubs.find((item) => item.id === chosen) ?? hubs[0];
  if (!hub) return <p className="opacity-70">{t('hubCash.noHub')}</p>;
  return (
    <div className="space-y-6">
      {hubs.length > 1 ? (
        <label className="form-control w-full max-w-xs">
          <span className="label-text mb-1">{t('hubCash.chooseHub')}</span>
          <ItemSelect
            value={hub.id}
            onChoose={setChosen}
            items={hubs}
            itemValue={(item) => item.id}
            itemLabel={hubName}
          />
        </label>
      ) : (
        <p className="text-lg font-semibold" data-testid="hub-name">
          {hubName(hub)}
        </p>
      )}
      <HubCashView key={hub.id} hub={hub} />
    </div>
  );
}
