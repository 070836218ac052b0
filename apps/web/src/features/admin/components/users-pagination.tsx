import { useTranslation } from 'react-i18next';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import { useNumberFormat } from '../../../lib/use-number-format';

export function UsersPagination({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const number = useNumberFormat();
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2" aria-label={t('pagination.label')}>
      <p className="text-sm opacity-80" aria-live="polite">
        {t('pagination.position', { page: number(page), pages: number(pages), total: number(total) })}
      </p>
      {pages > 1 && (
        <div className="join">
          <button
            type="button"
            className="btn join-item btn-sm"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <FiChevronLeft aria-hidden />
            {t('pagination.previous')}
          </button>
          <button
            type="button"
            className="btn join-item btn-sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('pagination.next')}
            <FiChevronRight aria-hidden />
          </button>
        </div>
      )}
    </nav>
  );
}
