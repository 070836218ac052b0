import { useTranslation } from 'react-i18next';
import { useHubName } from '../../../lib/use-hub-name';
import { useNumberFormat } from '../../../lib/use-number-format';
import { type BoardHub, type BoardTotals, boardFigures } from '../board-figures';
import { FigureLink } from './figure-link';
import { ParcelAge } from './parcel-age';
import { StuckCount } from './stuck-count';

function FigureCells({
  row,
  now,
  hubId,
}: {
  row: BoardHub | BoardTotals;
  now: number;
  hubId: string | null;
}) {
  const number = useNumberFormat();
  return (
    <>
      {boardFigures.map((figure) => (
        <td key={figure} className="text-end tabular-nums" data-figure={figure}>
          <FigureLink figure={figure} hubId={hubId} count={row[figure]}>
            {number(row[figure])}
          </FigureLink>
        </td>
      ))}
      <td className="text-end">
        <ParcelAge since={row.oldestAtHubSince} now={now} />
      </td>
      <td className="text-end" data-figure="stuck">
        <FigureLink figure="stuck" hubId={hubId} count={row.stuck}>
          <StuckCount count={row.stuck} />
        </FigureLink>
      </td>
    </>
  );
}

/** Wide screens: one row per hub, every figure in a column, the network's totals at the foot. */
export function BoardTable({ hubs, totals, now }: { hubs: BoardHub[]; totals: BoardTotals; now: number }) {
  const { t } = useTranslation('network-board');
  const hubName = useHubName();
  return (
    // Focusable so a keyboard can scroll it sideways when the columns do not fit (axe's scrollable-region rule).
    <section
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
      aria-labelledby="board-hubs"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard's focus
      tabIndex={0}
    >
      <table className="table table-xs sm:table-sm">
        <caption className="sr-only">{t('board.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('figure.hub')}</th>
            {[...boardFigures, 'oldest', 'stuck'].map((figure) => (
              <th key={figure} scope="col" className="whitespace-normal align-bottom text-end leading-tight">
                {t(`figure.${figure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hubs.map((row) => (
            <tr
              key={row.hub.id}
              data-testid="board-hub"
              data-hub-code={row.hub.code}
              className={row.stuck > 0 ? 'bg-error/10' : undefined}
            >
              <th scope="row">{hubName(row.hub)}</th>
              <FigureCells row={row} now={now} hubId={row.hub.id} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="board-totals" className="text-base-content">
            <th scope="row">{t('board.totals')}</th>
            <FigureCells row={totals} now={now} hubId={null} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
