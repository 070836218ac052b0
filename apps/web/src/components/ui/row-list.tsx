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
