import { useTranslation } from 'react-i18next';
import { FiDollarSign } from 'react-icons/fi';
import { Link } from 'react-router';
import { QueryFallback } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { formatDhakaTime } from '../../../lib/format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { LiveIndicator } from '../../tracking/components/live-indicator';
import { useParcelStream } from '../../tracking/hooks/use-parcel-stream';
import { useDeliveryRun } from '../api/get-delivery-run';
import { AssignedParcelCard } from './assigned-parcel-card';

const finished = ['delivered', 'returned', 'cancelled'];

/** The signed-in rider's run for today in the order to work it, kept live by the parcel stream. */
export function AssignedParcels() {
  const { t } = useTranslation('riders');
  const { t: td } = useTranslation('deliveries');
  const { t: tc } = useTranslation('common');
  const { t: tf, i18n } = useTranslation('field');
  const run = useDeliveryRun();
  const stream = useParcelStream();
  const number = useNumberFormat();
  // Offline, a failed refresh keeps the run the phone already has (shown with the time it was fetched).
  if (!run.data)
    return <QueryFallback query={run} message={t('assigned.error')} retryLabel={t('load.retry')} />;
  const open = run.data.filter((item) => !finished.includes(item.parcel.status));
  const done = run.data.filter((item) => finished.includes(item.parcel.status));
  const atDoor = open.filter((item) => item.parcel.status === 'out_for_delivery').length;
  // Pickups are worked store by store: one stop collects all of a store's parcels.
  const byStore = new Map<string, typeof open>();
  for (const item of open.filter((entry) => entry.parcel.status === 'assigned')) {
    byStore.set(item.parcel.pickupAddress, [...(byStore.get(item.parcel.pickupAddress) ?? []), item]);
  }
  const pickupStops = [...byStore];
  const onTheRoad = open.filter((item) => item.parcel.status !== 'assigned');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="opacity-80" aria-live="polite">
          {t('assigned.count', { count: open.length, shown: number(open.length) })}
          {atDoor > 0 && <> · {td('run.atDoor', { count: atDoor, shown: number(atDoor) })}</>}
        </p>
        <div className="flex items-center gap-2">
          <Link to={paths.cashInHand} className="btn btn-sm btn-outline">
            <FiDollarSign aria-hidden="true" />
            {tc('nav.cashInHand')}
          </Link>
          <LiveIndicator state={stream} />
        </div>
      </div>
      {run.dataUpdatedAt > 0 && (
        <p className="text-sm opacity-80" data-testid="run-refreshed">
          {tf('run.refreshedAt', {
            time: formatDhakaTime(new Date(run.dataUpdatedAt).toISOString(), i18n.language),
          })}
        </p>
      )}
      {run.data.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center">{t('assigned.empty')}</p>
      ) : (
        <>
          {pickupStops.map(([address, items]) => (
            <section key={address} className="space-y-3" aria-label={td('run.pickupAt', { address })}>
              <h2 className="font-semibold">
                {td('run.pickupAt', { address })}{' '}
                <span className="badge badge-info badge-soft">{number(items.length)}</span>
              </h2>
              <ol className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {items.map((item) => (
                  <li key={item.parcelId}>
                    <AssignedParcelCard item={item} />
                  </li>
                ))}
              </ol>
            </section>
          ))}
          <ol className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={td('run.label')}>
            {onTheRoad.map((item) => (
              <li key={item.parcelId}>
                <AssignedParcelCard item={item} />
              </li>
            ))}
          </ol>
          {done.length > 0 && (
            <section className="space-y-3">
              <h2 className="text-lg font-semibold">{td('run.finished')}</h2>
              <ol className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {done.map((item) => (
                  <li key={item.parcelId}>
                    <AssignedParcelCard item={item} />
                  </li>
                ))}
              </ol>
            </section>
          )}
        </>
      )}
    </div>
  );
}
