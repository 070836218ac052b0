import { useTranslation } from 'react-i18next';
import { FiAlertCircle } from 'react-icons/fi';
import { Spinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../auth/hooks/use-auth';
import { useTracking } from '../api/get-tracking';
import { useTrackingNotes } from '../api/get-tracking-history';
import { useTrackingStream } from '../hooks/use-tracking-stream';
import { currentHubMilestone, hubName } from './hub-location';
import { LiveIndicator } from './live-indicator';
import { TrackingNotFound } from './tracking-not-found';
import { TrackingSummary } from './tracking-summary';
import { TrackingTimeline } from './tracking-timeline';

/** One parcel's public tracking, kept up to date by the live stream once it has loaded. */
export function TrackingResult({ trackingId }: { trackingId: string }) {
  const { t, i18n } = useTranslation('tracking');
  const tracking = useTracking(trackingId);
  // The stream starts only for a parcel that exists: an unknown ID gets no stream to fail.
  const streamState = useTrackingStream(trackingId, tracking.isSuccess);
  // Signed in: the steps' notes, which the API gives only to the parcel's sender, rider and admins.
  // Asked after the page is up (the session is read in the browser), so the prerendered page and
  // the first render in the browser stay the same.
  const { user } = useAuth();
  const notes = useTrackingNotes(
    trackingId,
    tracking.data?.events.length ?? 0,
    Boolean(user && tracking.isSuccess),
  );

  if (tracking.isPending) return <Spinner />;
  if (tracking.isError) {
    if (tracking.error instanceof ApiError && tracking.error.status === 404) {
      return <TrackingNotFound trackingId={trackingId} />;
    }
    return (
      <div role="alert" className="alert alert-error" data-testid="tracking-error">
        <FiAlertCircle className="size-6 shrink-0" aria-hidden />
        <div>
          <h2 className="font-bold">{t('error.title')}</h2>
          <p>{t(tracking.error.message, { defaultValue: tracking.error.message })}</p>
        </div>
        <button type="button" className="btn btn-sm" onClick={() => void tracking.refetch()}>
          {t('error.retry')}
        </button>
      </div>
    );
  }

  const data = tracking.data;
  const location = currentHubMilestone(data);
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="tracking-heading">
      <div className="card-body gap-6 p-4 sm:p-6">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-base-content/70 text-sm">{t('result.trackingId')}</p>
            <h2 id="tracking-heading" className="break-all font-bold font-mono text-xl sm:text-2xl">
              {data.trackingId}
            </h2>
          </div>
          <LiveIndicator state={streamState} />
        </header>

        <section aria-labelledby="current-status" className="flex flex-col items-start gap-2">
          <h3 id="current-status" className="text-base-content/70 text-sm">
            {t('result.currentStatus')}
          </h3>
          <div aria-live="polite" aria-atomic="true" data-testid="tracking-status">
            <StatusBadge status={data.status} size="badge-xl px-5 py-5 text-xl" />
          </div>
          {location && (
            <p className="font-medium" data-testid="tracking-location">
              {t(`milestone.${location.kind}`, { hub: hubName(location.hub, i18n.language) })}
            </p>
          )}
        </section>

        <TrackingSummary tracking={data} />

        <section aria-labelledby="tracking-history">
          <h3 id="tracking-history" className="mb-4 font-bold text-lg">
            {t('timeline.title')}
          </h3>
          <TrackingTimeline events={data.events} milestones={data.milestones} notes={notes.data} />
        </section>

        <p className="text-base-content/60 text-xs">{t('privacy')}</p>
      </div>
    </article>
  );
}
