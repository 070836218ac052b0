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
