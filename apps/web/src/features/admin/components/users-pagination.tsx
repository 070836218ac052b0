import { useTranslation } from 'react-i18next';
import { PageButtons } from '../../../components/ui/table';
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
        <PageButtons
          page={page}
          pages={pages}
          onPage={onPage}
          previousLabel={t('pagination.previous')}
          nextLabel={t('pagination.next')}
        />
      )}
    </nav>
  );
}
