import type { CashHandover } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { useDhakaDate, usePoisha } from '../../../lib/use-money';
import { CountForm } from './count-form';
import { HandoverStatusBadge } from './handover-status-badge';

/** A rider's handover: what was declared and counted; the count form while it waits, if `onCount`. */
export function HandoverCard({
  handover,
  onCount,
  pending = false,
}: {
  handover: CashHandover;
  onCount?: (countedPoisha: number) => Promise<unknown>;
  pending?: boolean;
}) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const date = useDhakaDate();
  return (
    <li
      className="card border border-base-300 bg-base-100 shadow-sm"
      data-testid="admin-handover"
      data-rider={handover.riderName}
    >
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold">{handover.riderName}</p>
            <p className="text-xs opacity-70">{date(handover.declaredAt)}</p>
          </div>
          <HandoverStatusBadge status={handover.status} />
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="opacity-70">{t('admin.handover.declared')}</dt>
            <dd className="text-lg font-bold tabular-nums">{money(handover.declaredPoisha)}</dd>
          </div>
          <div>
            <dt className="opacity-70">{t('admin.handover.riderCash')}</dt>
            <dd className="tabular-nums">{money(handover.riderCashInHandPoisha)}</dd>
          </div>
          {handover.countedPoisha !== null ? (
            <div>
              <dt className="opacity-70">{t('admin.handover.countedShort')}</dt>
              <dd className="tabular-nums">
                {money(handover.countedPoisha)}
                {handover.differencePoisha ? (
                  <span className="ml-1 text-error">({money(-handover.differencePoisha)})</span>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
        {handover.note ? <p className="text-sm opacity-80">{handover.note}</p> : null}
        {handover.status === 'declared' && onCount ? (
          <CountForm
            id={handover.id}
            declaredPoisha={handover.declaredPoisha}
            onCount={onCount}
            pending={pending}
            doneText={t('admin.handover.confirmed')}
            shortText={(amount) => t('admin.handover.short', { amount })}
          />
        ) : null}
      </div>
    </li>
  );
}
