import type { HubRemittance } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { useDhakaDate, usePoisha } from '../../../lib/use-money';
import { CountForm } from './count-form';
import { HandoverStatusBadge } from './handover-status-badge';

/** The hub's name in the page's language. */
export function useHubName() {
  const { i18n } = useTranslation();
  return (hub: { name: string; nameBn: string }) => (i18n.language === 'bn' ? hub.nameBn : hub.name);
}

/** A hub's remittance to head office; the count form while it waits, if `onCount` (admins). */
export function RemittanceCard({
  remittance,
  onCount,
  pending = false,
}: {
  remittance: HubRemittance;
  onCount?: (countedPoisha: number) => Promise<unknown>;
  pending?: boolean;
}) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const date = useDhakaDate();
  const hubName = useHubName();
  return (
    <li
      className="card border border-base-300 bg-base-100 shadow-sm"
      data-testid="remittance"
      data-hub={remittance.hubCode}
    >
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold">
              {t('remittance.hub', {
                hub: hubName({ name: remittance.hubName, nameBn: remittance.hubNameBn }),
              })}
            </p>
            <p className="text-xs opacity-70">
              {date(remittance.declaredAt)} · {remittance.declaredByName}
            </p>
          </div>
          <HandoverStatusBadge status={remittance.status} />
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="opacity-70">{t('admin.handover.declared')}</dt>
            <dd className="text-lg font-bold tabular-nums">{money(remittance.declaredPoisha)}</dd>
          </div>
          <div>
            <dt className="opacity-70">{t('remittance.reference')}</dt>
            <dd className="break-all">{remittance.reference}</dd>
          </div>
          {remittance.countedPoisha !== null ? (
            <div>
              <dt className="opacity-70">{t('admin.handover.countedShort')}</dt>
              <dd className="tabular-nums">
                {money(remittance.countedPoisha)}
                {remittance.differencePoisha ? (
                  <span className="ml-1 text-error">({money(-remittance.differencePoisha)})</span>
                ) : null}
              </dd>
            </div>
          ) : (
            <div>
              <dt className="opacity-70">{t('remittance.hubCash')}</dt>
              <dd className="tabular-nums">{money(remittance.hubCashPoisha)}</dd>
            </div>
          )}
        </dl>
        {remittance.note ? <p className="text-sm opacity-80">{remittance.note}</p> : null}
        {remittance.status === 'declared' && onCount ? (
          <CountForm
            id={remittance.id}
            declaredPoisha={remittance.declaredPoisha}
            onCount={onCount}
            pending={pending}
            doneText={t('remittance.confirmed')}
            shortText={(amount) => t('remittance.short', { amount })}
          />
        ) : null}
      </div>
    </li>
  );
}
