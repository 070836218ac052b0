import { useTranslation } from 'react-i18next';
import { formatDhakaDateTime } from '../../../lib/format';
import { ageSince } from '../board-figures';

/** "3 h" / "৩ ঘণ্টা" since `since`, with the exact time for those who hover or read it out. */
export function ParcelAge({ since, now }: { since: string | null; now: number }) {
  const { t, i18n } = useTranslation('network-board');
  if (!since) return <span className="opacity-60">{t('age.none')}</span>;
  const age = ageSince(since, now);
  return (
    <time dateTime={since} title={formatDhakaDateTime(since, i18n.language)} className="whitespace-nowrap">
      {t(`age.${age.unit}`, { value: age.value })}
    </time>
  );
}
