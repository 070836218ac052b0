import type { NetworkBoard } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowList } from '../../../components/ui/row-list';
import { paths } from '../../../config/paths';
import { formatDhakaDateTime } from '../../../lib/format';
import { useHubName } from '../../../lib/use-hub-name';
import { ParcelAge } from './parcel-age';

/** Parcels past the threshold at one hub, the longest waiting first, each a link to its tracking page. */
export function StuckParcels({ parcels, now }: { parcels: NetworkBoard['stuckParcels']; now: number }) {
  const { t, i18n } = useTranslation('network-board');
  const hubName = useHubName();
  return (
    <RowList
      items={parcels}
      empty={<p className="rounded-box bg-base-200 p-4 text-center">{t('stuck.none')}</p>}
    >
      {(parcel) => (
        <li
          key={parcel.trackingId}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3"
          data-testid="stuck-parcel"
        >
          <Link to={paths.track(parcel.trackingId)} className="link link-primary font-mono text-sm">
            {parcel.trackingId}
          </Link>
          <span className="text-sm">{parcel.hub ? hubName(parcel.hub) : t('stuck.unknownHub')}</span>
          <span className="text-sm">
            {t('stuck.since', { date: formatDhakaDateTime(parcel.since, i18n.language) })} ·{' '}
            <span className="font-semibold text-error">
              <ParcelAge since={parcel.since} now={now} />
            </span>
          </span>
        </li>
      )}
    </RowList>
  );
}
