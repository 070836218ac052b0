import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';

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
