import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHubName } from '../../../lib/use-hub-name';
import { useNumberFormat } from '../../../lib/use-number-format';
import { type BoardHub, type BoardTotals, boardFigures, isQuiet } from '../board-figures';
import { FigureLink } from './figure-link';
import { ParcelAge } from './parcel-age';
import { StuckCount } from './stuck-count';

function Pair({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-2 last:col-span-2" data-figure={name}>
      <dt className="opacity-80">{label}</dt>
      <dd className="text-end font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function Figures({ row, now, hubId }: { row: BoardHub | BoardTotals; now: number; hubId: string | null }) {
  const { t } = useTranslation('network-board');
  const number = useNumberFormat();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      {boardFigures.map((figure) => (
        <Pair key={figure} name={figure} label={t(`figure.${figure}`)}>
          <FigureLink figure={figure} hubId={hubId} count={row[figure]}>
            {number(row[figure])}
          </FigureLink>
        </Pair>
      ))}
      <Pair name="stuck" label={t('figure.stuck')}>
        <FigureLink figure="stuck" hubId={hubId} count={row.stuck}>
          <StuckCount count={row.stuck} />
        </FigureLink>
      </Pair>
      <Pair name="oldest" label={t('figure.oldest')}>
        <ParcelAge since={row.oldestAtHubSince} now={now} />
      </Pair>
    </dl>
  );
}

/**
 * Phones: the totals, then a card per hub with work (the table's figures, two to a line); the hubs
 * where every figure is zero share one line at the end, so the busy ones are not scrolled past.
 */
export function BoardCards({ hubs, totals, now }: { hubs: BoardHub[]; totals: BoardTotals; now: number }) {
  const { t } = useTranslation('network-board');
  const hubName = useHubName();
  const busy = hubs.filter((row) => !isQuiet(row));
  const quiet = hubs.filter(isQuiet);
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
        <Figures row={totals} now={now} hubId={null} />
      </section>
      <ul className="space-y-3" aria-label={t('board.caption')}>
        {busy.map((row) => (
          <li
            key={row.hub.id}
            data-testid="board-hub"
            data-hub-code={row.hub.code}
            className={`rounded-box border bg-base-100 p-4 ${row.stuck > 0 ? 'border-error' : 'border-base-300'}`}
          >
            <h3 className="mb-2 font-semibold">{hubName(row.hub)}</h3>
            <Figures row={row} now={now} hubId={row.hub.id} />
          </li>
        ))}
      </ul>
      {quiet.length > 0 && (
        <p className="rounded-box bg-base-200 p-4 text-sm" data-testid="quiet-hubs">
          <span className="font-semibold">{t('board.quiet')}</span>{' '}
          {quiet.map((row) => hubName(row.hub)).join(', ')}
        </p>
      )}
    </div>
  );
}
