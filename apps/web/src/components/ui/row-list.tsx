import type { ComponentProps, ReactNode } from 'react';

/**
 * A bordered list of rows with a divider between each, every row drawn by `children` (an `<li>`), or
 * `empty` in its place when there are none.
 */
export function RowList<Item>({
  items,
  empty = null,
  children,
  ...list
}: Omit<ComponentProps<'ul'>, 'children' | 'className'> & {
  items: readonly Item[];
  empty?: ReactNode;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100" {...list}>
      {items.map(children)}
    </ul>
  );
}

/**
 * A list row with what it is on one side and its figures on the other; `wrap` lets the figures go
 * under it on a narrow screen.
 */
export function SpreadRow({
  testId,
  wrap = false,
  children,
}: {
  testId: string;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <li
      className={
        wrap
          ? 'flex flex-wrap items-center justify-between gap-2 p-3'
          : 'flex items-center justify-between gap-3 p-3'
      }
      data-testid={testId}
    >
      {children}
    </li>
  );
}
