import type { ReactNode } from 'react';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';

/** A column header: its label, or the label with a class (numbers align right) or kept for screen readers only. */
export type Column = string | { label: string; className?: string; srOnly?: boolean };

/** A table's header row, one `th scope="col"` per column, in order. */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => {
          const { label, className, srOnly } = typeof column === 'string' ? { label: column } : column;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; two may share a label.
            <th key={index} scope="col" className={className}>
              {srOnly ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** The bordered frame every plain data table sits in: it scrolls sideways on a narrow screen. */
export const tableFrame = 'overflow-x-auto rounded-box border border-base-300 bg-base-100';

/** A table in its frame: the header row from `columns`, then `children` (the body's rows). */
export function DataTable({
  columns,
  children,
  frameClassName = tableFrame,
  tableClassName = 'table',
  busy,
}: {
  columns: Column[];
  children: ReactNode;
  frameClassName?: string;
  tableClassName?: string;
  busy?: boolean;
}) {
  return (
    <div className={frameClassName}>
      <table className={tableClassName} aria-busy={busy}>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Previous and next page buttons side by side, each disabled at its end of the list. */
export function PageButtons({
  page,
  pages,
  onPage,
  previousLabel,
  nextLabel,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
}) {
  return (
    <div className="join">
      <button
        type="button"
        className="btn join-item btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <FiChevronLeft aria-hidden />
        {previousLabel}
      </button>
      <button
        type="button"
        className="btn join-item btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {nextLabel}
        <FiChevronRight aria-hidden />
      </button>
    </div>
  );
}
