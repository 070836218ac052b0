import type { TripView } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshedAt } from '../../../components/field/refreshed-at';
import { QueryFallback } from '../../../components/ui/load-error';
import { TabBar } from '../../../components/ui/tab-bar';
import { formatDhakaDateTime } from '../../../lib/format';
import type { MyHub } from '../api/get-my-hubs';
import { type TripDirection, useTrips } from '../api/trips';
import { DispatchTripForm } from './dispatch-trip-form';
import { MovementCard } from './movement-card';

function TripCard({ trip, direction }: { trip: TripView; direction: TripDirection }) {
  const { t, i18n } = useTranslation('network');
  const tone =
    trip.status === 'arrived'
      ? 'badge-success'
      : trip.status === 'unloading'
        ? 'badge-warning'
        : 'badge-info';
  const badge = <span className={`badge ${tone} badge-soft`}>{t(`trips.status.${trip.status}`)}</span>;
  return (
    <MovementCard
      kind="trips"
      item={trip}
      incoming={direction === 'incoming'}
      corner={badge}
      load={t('trips.bagCount', { count: trip.bagCount })}
    >
      {trip.status !== 'on_the_road' && (
        <p className="text-sm" data-testid="trip-bags-in">
          {t('trips.bagsIn', { in: trip.bagsIn, count: trip.bagCount })}
          {trip.bagsDueBy && (
            <> · {t('trips.bagsDueBy', { at: formatDhakaDateTime(trip.bagsDueBy, i18n.language) })}</>
          )}
        </p>
      )}
      <p className="text-sm">
        {trip.vehicleNumber} · {trip.driverName} ·{' '}
        <a className="link" href={`tel:${trip.driverPhone}`}>
          {trip.driverPhone}
        </a>
      </p>
      <p className="text-xs opacity-70">
        {t('trips.dispatchedAt', { at: formatDhakaDateTime(trip.dispatchedAt, i18n.language) })}
        {trip.reachedAt && !trip.arrivedAt && (
          <> · {t('trips.reachedAt', { at: formatDhakaDateTime(trip.reachedAt, i18n.language) })}</>
        )}
        {trip.arrivedAt && (
          <> · {t('trips.arrivedAt', { at: formatDhakaDateTime(trip.arrivedAt, i18n.language) })}</>
        )}
      </p>
    </MovementCard>
  );
}

function TripList({ hub, direction }: { hub: MyHub; direction: TripDirection }) {
  const { t } = useTranslation('network');
  const trips = useTrips(hub.id, direction);
  if (!trips.isSuccess)
    return <QueryFallback query={trips} message={t('trips.error')} retryLabel={t('retry')} />;
  return (
    <>
      <RefreshedAt updatedAt={trips.dataUpdatedAt} />
      {trips.data.length === 0 ? (
        <p className="rounded-box bg-base-200 p-4 text-center">{t(`trips.empty.${direction}`)}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {trips.data.map((trip) => (
            <TripCard key={trip.id} trip={trip} direction={direction} />
          ))}
        </ul>
      )}
    </>
  );
}

/** Line-haul at this hub: send sealed bags out on a vehicle; see what is on the road both ways. */
export function TripsBoard({ hub }: { hub: MyHub }) {
  const { t } = useTranslation('network');
  const [direction, setDirection] = useState<TripDirection>('outgoing');
  return (
    <div className="space-y-4">
      <DispatchTripForm hub={hub} />
      <TabBar
        tabs={['outgoing', 'incoming'] as const}
        current={direction}
        onChoose={setDirection}
        tabLabel={(each) => t(`trips.tabs.${each}`)}
      />
      <TripList hub={hub} direction={direction} />
    </div>
  );
}
