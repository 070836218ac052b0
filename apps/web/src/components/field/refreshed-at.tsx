import { useTranslation } from 'react-i18next';
import { formatDhakaTime } from '../../lib/format-clock';

/**
 * When a field screen's list was last fetched from the server (the query's dataUpdatedAt): opened
 * with no network, the screen shows what the phone kept, and this says how old it is.
 */
export function RefreshedAt({
  updatedAt,
  textKey = 'refreshedAt',
  testId = 'refreshed-at',
}: {
  updatedAt: number;
  /** Its words in the `field` namespace, with `{{time}}`. */
  textKey?: string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('field');
  if (updatedAt <= 0) return null;
  return (
    <p className="text-sm opacity-80" data-testid={testId}>
      {t(textKey, { time: formatDhakaTime(new Date(updatedAt).toISOString(), i18n.language) })}
    </p>
  );
}
