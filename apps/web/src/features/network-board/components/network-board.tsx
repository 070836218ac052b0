import { useTranslation } from 'react-i18next';
import { FiAlertOctagon, FiCalendar, FiClock, FiRefreshCw } from 'react-icons/fi';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDhakaTime } from '../../../lib/format-clock';
import { useWideScreen } from '../../admin/hooks/use-wide-screen';
import { boardRefreshMs, useNetworkBoard } from '../api/get-network-board';
import { boardTotals } from '../board-figures';
import { BoardCards } from './board-cards';
import { BoardTable } from './board-table';
import { StuckParcels } from './stuck-parcels';

/** Every hub's work at a glance, asked again every 30 seconds (and on the refresh button). */
export function NetworkBoard() {
  const { t, i18n } = useTranslation('network-board');
  const board = useNetworkBoard();
  const wide = useWideScreen();
  if (board.isPending) return <Spinner />;
  if (board.isError)
    return (
      <LoadError
        message={t('board.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void board.refetch()}
      />
    );
  const { hubs, stuckHours, stuckParcels, pastPromised } = board.data;
  const totals = boardTotals(hubs);
  // Ages are counted from the moment the figures were read, so they agree with the counts beside them.
  const now = board.dataUpdatedAt;
  const Figures = wide ? BoardTable : BoardCards;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={paths.adminNetworkExceptions}
          className="btn btn-outline btn-sm"
          data-testid="exceptions-link"
        >
          <FiAlertOctagon aria-hidden />
          {t('board.exceptionsLink', { count: totals.openExceptions })}
        </Link>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => void board.refetch()}
          disabled={board.isFetching}
        >
          <FiRefreshCw aria-hidden className={board.isFetching ? 'animate-spin' : undefined} />
          {t('board.refresh')}
        </button>
        <p className="text-sm opacity-80" aria-live="polite">
          {t('board.updated', {
            time: formatDhakaTime(new Date(now).toISOString(), i18n.language),
            seconds: boardRefreshMs / 1000,
          })}
        </p>
      </div>
      <p className="flex items-center gap-2 text-sm" data-testid="stuck-threshold">
        <FiClock aria-hidden className="text-error" />
        {t('board.threshold', { hours: stuckHours })}
      </p>
      <p className="flex items-center gap-2 text-sm" data-testid="past-promised">
        <FiCalendar aria-hidden className="text-warning" />
        {t('board.pastPromised', { count: pastPromised })}
      </p>
      <h2 id="board-hubs" className="text-xl font-semibold">
        {t('board.caption')}
      </h2>
      {hubs.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center">{t('board.noHubs')}</p>
      ) : (
        <Figures hubs={hubs} totals={totals} now={now} />
      )}
      <section className="space-y-3" aria-labelledby="stuck-parcels">
        <h2 id="stuck-parcels" className="text-xl font-semibold">
          {t('stuck.title')}
        </h2>
        <StuckParcels parcels={stuckParcels} now={now} />
      </section>
    </div>
  );
}
