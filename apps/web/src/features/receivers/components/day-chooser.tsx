import type { ReceiverPage } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadedSection } from '../../../components/ui/page-title';
import { useReceiverChange } from '../api/receiver-page';
import { ChangeOutcome } from './change-outcome';
import { sectionClass } from './section-class';

// The weekday matters to someone planning to be at home: "Wed, 25 Nov".
const chipFormat = (language: string) =>
  new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Another delivery day: only the days the rule allows are offered (packages/shared `rescheduleChoices`). */
export function DayChooser({ token, page }: { token: string; page: ReceiverPage }) {
  const { t, i18n } = useTranslation('receivers');
  const change = useReceiverChange(token);
  const [day, setDay] = useState(page.notes?.preferredDate ?? '');
  if (page.dayChoices.length === 0) return null;
  // After a failed attempt the same choice is "try again on <day>" (issue 63 item 6).
  const retry = page.failedAttempt;
  const title = retry ? t('day.tryAgainTitle') : t('day.title');
  return (
    <HeadedSection title={title} id="receiver-day" className={sectionClass}>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (day) change.mutate({ kind: 'day', body: { date: day } });
        }}
      >
        <p className="text-sm opacity-80">{retry ? t('day.tryAgainHint') : t('day.hint')}</p>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{title}</legend>
          {page.dayChoices.map((choice) => (
            <label key={choice} className={`btn btn-sm ${day === choice ? 'btn-primary' : 'btn-outline'}`}>
              <input
                type="radio"
                name="receiver-day"
                value={choice}
                className="sr-only"
                checked={day === choice}
                onChange={() => setDay(choice)}
              />
              {chipFormat(i18n.language).format(new Date(`${choice}T00:00:00Z`))}
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          className="btn btn-primary w-full sm:w-auto"
          disabled={!day || change.isPending}
        >
          {retry && day
            ? t('day.tryAgain', { day: chipFormat(i18n.language).format(new Date(`${day}T00:00:00Z`)) })
            : t('day.save')}
        </button>
        <ChangeOutcome change={change} saved={t('day.saved')} />
      </form>
    </HeadedSection>
  );
}
