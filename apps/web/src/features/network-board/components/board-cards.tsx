import { useTranslation } from 'react-i18next';
import { useHubName } from '../../../lib/use-hub-name';
import { useNumberFormat } from '../../../lib/use-number-format';
import { type BoardHub, type BoardTotals, boardFigures } from '../board-figures';
import { ParcelAge } from './parcel-age';
import { StuckCount } from './stuck-count';

function Figures({ row, now }: { row: BoardHub | BoardTotals; now: number }) {
  const { t } = useTranslation('network-board');
  const number = useNumberFormat();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
      {boardFigures.map((figure) => (
        <div key={figure} className="contents" data-figure={figure}>
          <dt className="opacity-80">{t(`figure.${figure}`)}</dt>
          <dd className="text-end font-semibold tabular-nums">{number(row[figure])}</dd>
        </div>
      ))}
      <dt className="opacity-80">{t('figure.oldest')}</dt>
      <dd className="text-end">
        <ParcelAge since={row.oldestAtHubSince} now={now} />
      </dd>
      <div className="contents" data-figure="stuck">
        <dt className="opacity-80">{t('figure.stuck')}</dt>
        <dd className="text-end">
          <StuckCount count={row.stuck} />
        </dd>
      </div>
    </dl>
  );
}

/** Phones: a card per hub (the same figures as the table's columns), the totals card first. */
export function BoardCards({ hubs, totals, now }: { hubs: BoardHub[]; totals: BoardTotals; now: number }) {
  const { t } = useTranslation('network-board');
  const hubName = useHubName();
  return (
    <div className="space-y-3">
      <section
        className="rounded-box border border-primary/40 bg-base-200 p-4"
        aria-labelledby="board-totals-title"
        data-testid="board-totals"
      >
        <h3 id="board-totals-title" className="mb-2 font-semibold">
          {t('board.totals')}
        </h3>
        <Figures row={totals} now={now} />
      </section>
      <ul className="space-y-3" aria-label={t('board.caption')}>
        {hubs.map((row) => (
          <li
            key={row.hub.id}
            data-testid="board-hub"
            data-hub-code={row.hub.code}
            className={`rounded-box border bg-base-100 p-4 ${row.stuck > 0 ? 'border-error' : 'border-base-300'}`}
          >
            <h3 className="mb-2 font-semibold">{hubName(row.hub)}</h3>
            <Figures row={row} now={now} />
          </li>
        ))}
      </ul>
    </div>
  );
}
