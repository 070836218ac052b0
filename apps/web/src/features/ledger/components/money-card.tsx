import type { ReactNode } from 'react';
import { usePoisha } from '../../../lib/use-money';

/** One figure on a money page: a label, the amount, and an optional line under it. */
export function MoneyCard({
  label,
  value,
  hint,
  tone = 'default',
  testId,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  tone?: 'default' | 'primary' | 'warning';
  testId?: string;
}) {
  const tones = {
    default: 'border-base-300 bg-base-100',
    primary: 'border-primary/40 bg-primary/5',
    warning: 'border-warning/50 bg-warning/10',
  } as const;
  return (
    <div className={`card border shadow-sm ${tones[tone]}`} data-testid={testId}>
      <div className="card-body gap-1 p-4">
        <p className="text-sm opacity-80">{label}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid={testId ? `${testId}-value` : undefined}>
          {value}
        </p>
        {hint ? <p className="text-xs opacity-70">{hint}</p> : null}
      </div>
    </div>
  );
}

/** What the company is owed: it turns to a warning while there is anything. */
export function ReceivableCard({
  testId,
  label,
  hint,
  poisha,
}: {
  testId: string;
  label: string;
  hint: string;
  poisha: number;
}) {
  const money = usePoisha();
  return (
    <MoneyCard
      testId={testId}
      tone={poisha > 0 ? 'warning' : 'default'}
      label={label}
      value={money(poisha)}
      hint={hint}
    />
  );
}
