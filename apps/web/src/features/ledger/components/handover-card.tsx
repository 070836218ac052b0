import type { CashHandover } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/ui/figure';
import { useDhakaDate, usePoisha } from '../../../lib/use-money';
import { type CountProps, DeclaredCashCard } from './declared-cash-card';

/** A rider's handover: what was declared and counted; the count form while it waits, if `onCount`. */
export function HandoverCard({ handover, ...count }: { handover: CashHandover } & CountProps) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const date = useDhakaDate();
  return (
    <DeclaredCashCard
      cash={handover}
      testAttributes={{ 'data-testid': 'admin-handover', 'data-rider': handover.riderName }}
      heading={handover.riderName}
      subheading={date(handover.declaredAt)}
      figures={
        <Figure term={t('admin.handover.riderCash')} className="tabular-nums">
          {money(handover.riderCashInHandPoisha)}
        </Figure>
      }
      {...count}
      doneText={t('admin.handover.confirmed')}
      shortText={(amount) => t('admin.handover.short', { amount })}
    />
  );
}
