import type { MerchantDashboard as Dashboard } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import { formatDhakaDeadline } from '../../../lib/format-clock';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useMerchantDashboard } from '../api/get-merchant-dashboard';
import { DailyChart } from './dashboard-daily-chart';
import { DashboardMoney } from './dashboard-money';

/** One count that opens the parcels behind it. */
function CountTile({
  label,
  value,
  to,
  tone,
  note,
}: {
  label: string;
  value: number;
  to: string;
  tone?: string;
  /** A line under the figure, e.g. the earliest deadline. */
  note?: string;
}) {
  const number = useNumberFormat();
  return (
    <Link
      to={to}
      className={`card border bg-base-100 shadow-sm transition hover:border-primary ${tone ?? 'border-base-300'}`}
      data-testid="dashboard-count"
    >
      <div className="card-body gap-1 p-4">
        <p className="text-sm opacity-80">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{number(value)}</p>
        {note ? (
          <p className="text-sm font-semibold" data-testid="dashboard-count-note">
            {note}
          </p>
        ) : null}
      </div>
    </Link>
  );
}

/** Delivered against returned over a window, as a ring a person reads at a glance, with the counts. */
function FinishedRate({ rate }: { rate: Dashboard['rates'][number] }) {
  const { t } = useTranslation('parcels');
  const number = useNumberFormat();
  const finished = rate.delivered + rate.returned;
  const percent = finished === 0 ? null : Math.round((rate.delivered * 100) / finished);
  return (
    <div className="flex items-center gap-4" data-testid={`rate-${rate.days}`}>
      {/* A ring drawn with a conic gradient: the share delivered in green (amber under 80 %), the rest grey. */}
      <div
        className="grid size-18 shrink-0 place-items-center rounded-full"
        style={{
          background: `conic-gradient(var(${percent !== null && percent < 80 ? '--color-warning' : '--color-success'}) ${percent ?? 0}%, var(--color-base-300) 0)`,
        }}
        role="img"
        aria-label={
          percent === null
            ? t('dashboard.rate.none')
            : t('dashboard.rate.percent', { percent: number(percent) })
        }
      >
        <span className="grid size-14 place-items-center rounded-full bg-base-100 text-sm font-semibold tabular-nums">
          {percent === null ? '–' : `${number(percent)}%`}
        </span>
      </div>
      <div>
        <p className="font-semibold">{t('dashboard.rate.title', { days: number(rate.days) })}</p>
        <p className="text-sm opacity-80">
          {t('dashboard.rate.counts', { delivered: number(rate.delivered), returned: number(rate.returned) })}
        </p>
      </div>
    </div>
  );
}

/**
 * The shop's home: today's bookings and pickups, where its parcels are (each figure opens them on My
 * Parcels), its money and how its deliveries went over 7 and 30 days, with a fortnight drawn day by day.
 */
export function MerchantDashboard() {
  const { t, i18n } = useTranslation('parcels');
  const { data, isPending, isError, refetch } = useMerchantDashboard();
  if (isPending) return <Spinner />;
  if (isError || !data) {
    return (
      <LoadError
        message={t('dashboard.loadError')}
        retryLabel={t('dashboard.retry')}
        onRetry={() => refetch()}
      />
    );
  }
  const tab = (name: string) => `${paths.myParcels}?tab=${name}`;
  const { today, open } = data;
  return (
    // data-first-screen: the app's page is drawn, so the server's copy of it goes (index.html).
    <div className="space-y-6" data-first-screen>
      <p className="opacity-80">{t('dashboard.asOf', { day: formatDay(data.day, i18n.language) })}</p>
      <section aria-labelledby="dashboard-today" className="space-y-3">
        <h2 id="dashboard-today" className="text-lg font-semibold">
          {t('dashboard.today')}
        </h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-7">
          <CountTile
            label={t('dashboard.count.bookedToday')}
            value={today.booked}
            to={`${paths.myParcels}?from=${data.day}&to=${data.day}`}
          />
          <CountTile
            label={t('dashboard.count.pickedUpToday')}
            value={today.pickedUp}
            to={tab('in_progress')}
          />
          <CountTile
            label={t('dashboard.count.awaitingPickup')}
            value={open.awaitingPickup}
            to={tab('pending')}
          />
          <CountTile label={t('dashboard.count.inTransit')} value={open.inTransit} to={tab('in_progress')} />
          <CountTile
            label={t('dashboard.count.outForDelivery')}
            value={open.outForDelivery}
            to={tab('in_progress')}
          />
          <CountTile
            label={t('dashboard.count.needsDecision')}
            value={open.needsDecision}
            to={tab('needs_decision')}
            tone={open.needsDecision > 0 ? 'border-error/60 bg-error/10' : undefined}
            note={
              data.nextDecideBy
                ? t('dashboard.decideBy', { time: formatDhakaDeadline(data.nextDecideBy, i18n.language) })
                : undefined
            }
          />
          <CountTile
            label={t('dashboard.count.needsAttention')}
            value={open.needsAttention}
            to={tab('in_progress')}
            tone={open.needsAttention > 0 ? 'border-warning/60 bg-warning/10' : undefined}
          />
        </div>
      </section>
      <DashboardMoney />
      <section
        aria-labelledby="dashboard-rates"
        className="card border border-base-300 bg-base-100 shadow-sm"
      >
        <div className="card-body gap-4 p-4">
          <h2 id="dashboard-rates" className="card-title text-lg">
            {t('dashboard.rates')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {data.rates.map((rate) => (
              <FinishedRate key={rate.days} rate={rate} />
            ))}
          </div>
        </div>
      </section>
      <DailyChart daily={data.daily} />
      <div className="flex flex-wrap gap-2">
        <Link to={paths.bookParcel} className="btn btn-primary">
          {t('dashboard.book')}
        </Link>
        <Link to={paths.bulkBooking} className="btn btn-outline">
          {t('dashboard.bulk')}
        </Link>
        <Link to={paths.myParcels} className="btn btn-ghost">
          {t('dashboard.allParcels')}
        </Link>
        <Link to={paths.myRates} className="btn btn-ghost">
          {t('dashboard.prices')}
        </Link>
      </div>
    </div>
  );
}
