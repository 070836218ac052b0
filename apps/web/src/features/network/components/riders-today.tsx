import type { RiderDay } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Figure } from '../../../components/ui/figure';
import { QueryFallback } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { usePoisha } from '../../../lib/use-money';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useRidersToday } from '../api/riders-today';

/** Parcels neither delivered nor back at the hub: still with the rider (out again after a failure too). */
export const stillOut = (rider: Pick<RiderDay, 'out' | 'delivered' | 'returned'>) =>
  Math.max(0, rider.out - rider.delivered - rider.returned);

function RiderDayCard({ rider }: { rider: RiderDay }) {
  const { t } = useTranslation('network');
  const number = useNumberFormat();
  const poisha = usePoisha();
  const owed = rider.cashExpectedPoisha - rider.cashCountedPoisha;
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-3" data-testid="rider-day">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {rider.name} <span className="text-sm font-normal opacity-80">· {rider.phone}</span>
        </p>
        <Link
          to={paths.hubCheckin(rider.riderId)}
          className="btn btn-sm btn-primary"
          aria-label={t('ridersToday.checkinOf', { name: rider.name })}
        >
          {t('ridersToday.checkin')}
        </Link>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm sm:grid-cols-6">
        <Figure term={t('ridersToday.out')} className="tabular-nums font-semibold">
          {number(rider.out)}
        </Figure>
        <Figure term={t('ridersToday.delivered')} className="tabular-nums">
          {number(rider.delivered)}
        </Figure>
        <Figure term={t('ridersToday.failed')} className="tabular-nums">
          {number(rider.failed)}
        </Figure>
        <Figure term={t('ridersToday.returned')} className="tabular-nums">
          {number(rider.returned)}
        </Figure>
        <Figure term={t('ridersToday.withRider')} className="tabular-nums">
          {number(stillOut(rider))}
        </Figure>
      </dl>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <Figure term={t('ridersToday.cashExpected')} className="tabular-nums">
          {poisha(rider.cashExpectedPoisha)}
        </Figure>
        <Figure term={t('ridersToday.cashCounted')} className="tabular-nums">
          {poisha(rider.cashCountedPoisha)}
        </Figure>
        <Figure
          term={t('ridersToday.cashOwed')}
          className={`tabular-nums font-semibold ${owed > 0 ? 'text-warning' : ''}`}
        >
          {poisha(owed)}
        </Figure>
      </dl>
    </li>
  );
}

/** The hub's riders after hand-out: each rider out today, counted from scans and the ledger. */
export function RidersToday({ hubId }: { hubId: string }) {
  const { t } = useTranslation('network');
  const today = useRidersToday(hubId);
  return (
    <section className="space-y-3" aria-labelledby="riders-today">
      <h2 id="riders-today" className="text-xl font-semibold">
        {t('ridersToday.title')}
      </h2>
      {!today.isSuccess ? (
        <QueryFallback query={today} message={t('ridersToday.error')} retryLabel={t('retry')} />
      ) : today.data.riders.length === 0 ? (
        <p className="rounded-box bg-base-200 p-4 text-center">{t('ridersToday.none')}</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {today.data.riders.map((rider) => (
            <RiderDayCard key={rider.riderId} rider={rider} />
          ))}
        </ul>
      )}
    </section>
  );
}
