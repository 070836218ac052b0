import { trackingIdProblem, typedTrackingId } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { TrackingResult } from '../../features/tracking/components/tracking-result';
import { TrackingSearchForm } from '../../features/tracking/components/tracking-search-form';

export default function TrackRoute() {
  const { t } = useTranslation('tracking');
  const typed = useParams().trackingId;
  const trackingId = typed === undefined ? undefined : typedTrackingId(typed);
  const valid = trackingId !== undefined && !trackingIdProblem(trackingId);

  return (
    // With a result to show, the page is at least a screen tall: the result replaces its spinner
    // below the fold's line instead of pushing the footer down (no layout shift).
    <section className={`mx-auto w-full max-w-3xl space-y-6 px-4 py-8 ${valid ? 'min-h-svh' : ''}`}>
      <div>
        <PageTitle title={trackingId && valid ? `${t('title')} ${trackingId}` : t('title')}>
          {t('title')}
        </PageTitle>
        {!trackingId && <p className="-mt-3 text-base-content/80">{t('intro')}</p>}
      </div>
      <TrackingSearchForm key={trackingId ?? ''} initialValue={trackingId} />
      {trackingId && valid && <TrackingResult key={trackingId} trackingId={trackingId} />}
    </section>
  );
}
