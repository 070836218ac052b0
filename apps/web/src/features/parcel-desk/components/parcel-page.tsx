import type { ParcelStory } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiArrowLeft } from 'react-icons/fi';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useHubName } from '../../../lib/use-hub-name';
import { useDhakaDate, usePoisha } from '../../../lib/use-money';
import { useParcelStory } from '../api/desk-api';
import { DeskActions } from './desk-actions';
import { StorySections } from './story-sections';

function Summary({ story }: { story: ParcelStory }) {
  const { t } = useTranslation('parcel-desk');
  const hubName = useHubName();
  const money = usePoisha();
  const date = useDhakaDate();
  const { parcel, route, holder } = story;
  const holderText =
    holder.kind === 'hub' && holder.hub
      ? hubName(holder.hub)
      : holder.kind === 'rider'
        ? (holder.riderName ?? '—')
        : holder.kind === 'bag'
          ? t('story.bagOnly', { code: holder.bagCode ?? '—' })
          : t(`holder.${holder.kind}`);
  const rows: Array<[string, string]> = [
    [t('summary.receiver'), `${parcel.receiverName} · ${parcel.receiverPhone ?? '—'}`],
    [t('summary.address'), parcel.deliveryAddress],
    [t('summary.sender'), `${parcel.senderName ?? '—'} · ${parcel.senderEmail}`],
    [t('summary.order'), parcel.merchantOrderId ?? '—'],
    [t('summary.cod'), parcel.paymentMethod === 'cod' ? money(parcel.codAmountPoisha) : t('summary.prepaid')],
    [
      t('summary.route'),
      `${route.origin ? hubName(route.origin) : '—'} → ${route.destination ? hubName(route.destination) : '—'}`,
    ],
    [t('summary.holder'), `${holderText} · ${date(holder.since)}`],
    [t('summary.rider'), parcel.riderName ?? '—'],
    [t('summary.booked'), date(parcel.bookingTime)],
  ];
  return (
    <dl
      className="grid gap-x-6 gap-y-2 rounded-box border border-base-300 bg-base-100 p-4 text-sm sm:grid-cols-2"
      data-testid="parcel-summary"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="opacity-80">{label}</dt>
          <dd className="break-words font-medium" data-field={label}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Head office's page for one parcel: what it is, where it is, everything that happened, and the corrections. */
export function ParcelPage({ trackingId }: { trackingId: string }) {
  const { t } = useTranslation('parcel-desk');
  const story = useParcelStory(trackingId);
  return (
    <div className="space-y-4">
      <Link to={paths.adminParcels} className="btn btn-ghost btn-sm">
        <FiArrowLeft aria-hidden />
        {t('back')}
      </Link>
      {story.isPending ? (
        <Spinner />
      ) : story.isError ? (
        <LoadError
          message={errorText(story.error, ['parcel-desk'])}
          retryLabel={t('retry')}
          onRetry={() => void story.refetch()}
        />
      ) : (
        <>
          {/* data-first-screen: the parcel is drawn, so the server's copy of the page goes (index.html). */}
          <div className="flex flex-wrap items-center gap-2" data-first-screen>
            <p className="font-mono text-lg font-semibold">{story.data.parcel.trackingId}</p>
            <StatusBadge status={story.data.parcel.status} />
            {story.data.held && (
              <span className="badge badge-warning font-semibold" data-testid="held-badge">
                {t('badge.held')}
              </span>
            )}
            {story.data.lost && (
              <span className="badge badge-error font-semibold" data-testid="lost-badge">
                {t('badge.lost')}
              </span>
            )}
          </div>
          <Summary story={story.data} />
          <DeskActions story={story.data} />
          <StorySections story={story.data} />
        </>
      )}
    </div>
  );
}
