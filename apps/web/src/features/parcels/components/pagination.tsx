import { useTranslation } from 'react-i18next';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import { Link, useSearchParams } from 'react-router';
import { useNumberFormat } from '../../../lib/use-number-format';

/** Previous / page x of y / next, as links (?page=n) so the back button and shared links work. */
export function Pagination({
  page,
  total,
  totalCapped,
  limit,
  hasMore,
}: {
  page: number;
  total: number;
  totalCapped: boolean;
  limit: number;
  hasMore: boolean;
}) {
  const { t } = useTranslation('parcels');
  const number = useNumberFormat();
  const [params] = useSearchParams();
  // The filters in the address stay; only the page changes.
  const pageHref = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    return `?${next}`;
  };
  const pages = Math.max(1, Math.ceil(total / limit));
  if (page === 1 && !hasMore) return null;
  const position = totalCapped
    ? t('pagination.pageOfMany', { page: number(page), count: number(total) })
    : t('pagination.pageOf', { page: number(page), pages: number(pages) });

  return (
    <nav
      className="mt-4 flex flex-wrap items-center justify-between gap-2"
      aria-label={t('pagination.label')}
    >
      <p className="text-sm opacity-80" aria-live="polite">
        {position}
      </p>
      <div className="join">
        {page > 1 ? (
          <Link to={pageHref(page - 1)} className="btn join-item btn-sm" rel="prev">
            <FiChevronLeft aria-hidden />
            {t('pagination.previous')}
          </Link>
        ) : (
          <span className="btn join-item btn-sm btn-disabled" aria-disabled="true">
            <FiChevronLeft aria-hidden />
            {t('pagination.previous')}
          </span>
        )}
        {hasMore ? (
          <Link to={pageHref(page + 1)} className="btn join-item btn-sm" rel="next">
            {t('pagination.next')}
            <FiChevronRight aria-hidden />
          </Link>
        ) : (
          <span className="btn join-item btn-sm btn-disabled" aria-disabled="true">
            {t('pagination.next')}
            <FiChevronRight aria-hidden />
          </span>
        )}
      </div>
    </nav>
  );
}
