import { dhakaDate } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiTrash2 } from 'react-icons/fi';
import { LoadError } from '../../../components/ui/load-error';
import { HeadedSection } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import { formatDay, localDigits } from '../../../lib/format';
import { confirmByKeys } from '../../../lib/mutation-flow';
import { showPopup } from '../../../lib/popups';
import { useDeleteHoliday, useHolidays } from '../api/holidays';
import { HolidayForm } from './holiday-form';

/** The public holidays promised delivery days skip (Fridays always do), year by year. */
export function HolidaysAdmin() {
  const { t, i18n } = useTranslation('admin');
  const thisYear = Number(dhakaDate().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const holidays = useHolidays(year);
  const remove = useDeleteHoliday();
  const bangla = i18n.language === 'bn';

  async function onRemove(date: string, name: string) {
    if (
      !(await confirmByKeys(t, 'holidays.remove', { name, date: formatDay(date, i18n.language) }, 'warning'))
    )
      return;
    try {
      await remove.mutateAsync(date);
    } catch (error) {
      await showPopup({ icon: 'error', title: t('holidays.removeFailed'), text: errorText(error) });
    }
  }

  return (
    <div className="space-y-6">
      <p className="text-sm opacity-80">{t('holidays.intro')}</p>
      <HolidayForm />
      <HeadedSection id="holiday-list" title={t('holidays.list.title')}>
        <fieldset className="join mb-3" aria-label={t('holidays.list.year')}>
          {[thisYear, thisYear + 1].map((option) => (
            <button
              key={option}
              type="button"
              className={`btn join-item btn-sm ${option === year ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={option === year}
              onClick={() => setYear(option)}
            >
              {localDigits(option, i18n.language)}
            </button>
          ))}
        </fieldset>
        {holidays.isPending ? (
          <Spinner />
        ) : holidays.isError ? (
          <LoadError
            message={t('holidays.list.loadError')}
            retryLabel={t('holidays.retry')}
            onRetry={() => void holidays.refetch()}
          />
        ) : holidays.data.length === 0 ? (
          <p className="rounded-box bg-base-200 p-6 text-center">{t('holidays.list.empty')}</p>
        ) : (
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {holidays.data.map((holiday) => {
              const name = bangla ? holiday.nameBn : holiday.nameEn;
              return (
                <li key={holiday.date} className="flex items-center gap-3 p-3" data-testid="holiday">
                  <time dateTime={holiday.date} className="w-32 shrink-0 font-medium tabular-nums">
                    {formatDay(holiday.date, i18n.language)}
                  </time>
                  <span className="min-w-0 flex-1 break-words">{name}</span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm btn-square text-error"
                    aria-label={t('holidays.remove.label', { name })}
                    onClick={() => void onRemove(holiday.date, name)}
                  >
                    <FiTrash2 aria-hidden />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </HeadedSection>
    </div>
  );
}
