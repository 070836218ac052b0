import { useTranslation } from 'react-i18next';
import { formatDhakaDateTime } from '../../../lib/format';
import { useHubExceptions } from '../api/exceptions';

/** The hub's open problems (missing, misrouted, damaged parcels) until an admin resolves them. */
export function HubExceptions({ hubId }: { hubId: string }) {
  const { t, i18n } = useTranslation('network');
  const exceptions = useHubExceptions(hubId);
  const open = (exceptions.data ?? []).filter((each) => each.status === 'open');
  if (open.length === 0) return null;
  return (
    <section className="space-y-2" data-testid="hub-exceptions">
      <h2 className="text-lg font-semibold">{t('exceptions.title', { count: open.length })}</h2>
      <ul className="space-y-2">
        {open.map((each) => (
          <li key={each.id} className="rounded-box border border-warning/60 bg-warning/10 p-3 text-sm">
            <p className="flex flex-wrap justify-between gap-x-2">
              <span className="font-mono font-semibold">{each.trackingId}</span>
              <span className="text-xs opacity-70">{formatDhakaDateTime(each.createdAt, i18n.language)}</span>
            </p>
            <p className="font-medium">{t(`exceptions.kind.${each.kind}`)}</p>
            {each.note && <p>{each.note}</p>}
            {each.photoId && <p className="text-xs opacity-80">{t('exceptions.withPhoto')}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
