import type { ReactNode } from 'react';

/** One figure on a card's grid `<dl>`: its term, dimmed, above the value (counts, amounts, references). */
export function Figure({
  term,
  className,
  children,
}: {
  term: ReactNode;
  /** The value's classes (`tabular-nums` for amounts). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="opacity-70">{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
