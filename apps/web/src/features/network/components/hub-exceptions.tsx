import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { formatDhakaDateTime } from '../../../lib/format';
import { useHubName } from '../../../lib/use-hub-name';
import { useHubExceptions } from '../api/exceptions';

// The release form (with its schema) loads when a manager opens one, as the damage report does: the
// scan station opens without the schema library.
const ReleaseForm = lazy(() => import('./release-form').then((module) => ({ default: module.ReleaseForm })));

/** The trip a bag's problem names (its last holder `trip:<code>`). */
const tripOf = (exception: { lastHolder: string }) => /^trip:(.+)$/.exec(exception.lastHolder)?.[1];

/**
 * The hub's open problems (missing, misrouted, damaged parcels; bags overdue or with another seal; a
 * parcel handed to another rider) until resolved. A damaged parcel is held here: its manager releases it.
 */
export function HubExceptions({ hubId, canRelease }: { hubId: string; canRelease: boolean }) {
  const { t, i18n } = useTranslation('network');
  const exceptions = useHubExceptions(hubId);
  const [releasing, setReleasing] = useState<string | null>(null);
  const hubName = useHubName();
  const open = (exceptions.data ?? []).filter((each) => each.status === 'open');
  if (open.length === 0) return null;
  return (
    <section className="space-y-2" data-testid="hub-exceptions">
      <h2 className="text-lg font-semibold">{t('exceptions.title', { count: open.length })}</h2>
      <ul className="space-y-2">
        {open.map((each) => (
          <li
            key={each.id}
            className="rounded-box border border-warning/60 bg-warning/10 p-3 text-sm"
            data-kind={each.kind}
          >
            <p className="flex flex-wrap justify-between gap-x-2">
              {each.trackingId ? (
                <span className="font-mono font-semibold">{each.trackingId}</span>
              ) : (
                <span className="font-semibold">
                  {t('exceptions.bag', { bag: each.lastHolderBag?.code ?? '' })}
                </span>
              )}
              <span className="text-xs opacity-70">{formatDhakaDateTime(each.createdAt, i18n.language)}</span>
            </p>
            <p className="font-medium">{t(`exceptions.kind.${each.kind}`)}</p>
            {tripOf(each) && <p>{t('exceptions.trip', { trip: tripOf(each) })}</p>}
            {each.takenAt && (
              <p data-testid="exception-taken-at">
                {t('exceptions.takenAt', { hub: hubName(each.takenAt) })}
              </p>
            )}
            {each.note && <p className="break-words">{each.note}</p>}
            {each.photoId && <p className="text-xs opacity-80">{t('exceptions.withPhoto')}</p>}
            {each.kind === 'damaged' && <p className="text-xs">{t('exceptions.held')}</p>}
            {(each.kind === 'damaged' || each.kind === 'taken_from_holder') &&
              canRelease &&
              (releasing === each.id ? (
                <Suspense fallback={<Spinner />}>
                  <ReleaseForm exception={each} onCancel={() => setReleasing(null)} />
                </Suspense>
              ) : (
                <button
                  type="button"
                  className="btn btn-xs btn-outline mt-1"
                  onClick={() => setReleasing(each.id)}
                >
                  {t(each.kind === 'damaged' ? 'exceptions.release' : 'exceptions.confirm')}
                </button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
