import type { HandoverStatus } from '@desh/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/ui/figure';
import { usePoisha } from '../../../lib/use-money';
import { CountedFigure, CountForm, type CountHandler } from './count-form';
import { HandoverStatusBadge } from './handover-status-badge';

/** Cash declared by one side and counted by the other: a rider's handover, a hub's remittance. */
interface DeclaredCash {
  id: string;
  status: HandoverStatus;
  declaredPoisha: number;
  countedPoisha: number | null;
  differencePoisha: number | null;
  note: string | null;
}

/** How a card of declared cash is counted: `onCount` shows the count form while the cash waits. */
export interface CountProps {
  onCount?: CountHandler;
  pending?: boolean;
}

/**
 * The card of declared cash: who declared it and when (`heading`, `subheading`), the amount declared, the
 * card's own figures, the amount counted (or `uncountedFigures` until then), the note, and the count form
 * while it waits, if `onCount`.
 */
export function DeclaredCashCard({
  cash,
  testAttributes,
  heading,
  subheading,
  figures,
  uncountedFigures,
  onCount,
  pending = false,
  doneText,
  shortText,
}: {
  cash: DeclaredCash;
  testAttributes: Record<`data-${string}`, string>;
  heading: ReactNode;
  subheading: ReactNode;
  /** Figures shown always, after the amount declared. */
  figures: ReactNode;
  /** Figures shown in the counted amount's place until it is counted. */
  uncountedFigures?: ReactNode;
  doneText: string;
  shortText: (amount: string) => string;
} & CountProps) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  return (
    <li className="card border border-base-300 bg-base-100 shadow-sm" {...testAttributes}>
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold">{heading}</p>
            <p className="text-xs opacity-70">{subheading}</p>
          </div>
          <HandoverStatusBadge status={cash.status} />
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          <Figure term={t('admin.handover.declared')} className="text-lg font-bold tabular-nums">
            {money(cash.declaredPoisha)}
          </Figure>
          {figures}
          {cash.countedPoisha !== null ? (
            <CountedFigure countedPoisha={cash.countedPoisha} differencePoisha={cash.differencePoisha} />
          ) : (
            uncountedFigures
          )}
        </dl>
        {cash.note ? <p className="text-sm opacity-80">{cash.note}</p> : null}
        {cash.status === 'declared' && onCount ? (
          <CountForm
            id={cash.id}
            declaredPoisha={cash.declaredPoisha}
            onCount={onCount}
            pending={pending}
            doneText={doneText}
            shortText={shortText}
          />
        ) : null}
      </div>
    </li>
  );
}
