import type { BoardFigureFilter } from '@desh/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * A number on the board that opens the parcels behind it (head office's search, filtered by the
 * figure and the hub; no hub: the network's totals). A zero opens nothing and is not a link.
 */
export function FigureLink({
  figure,
  hubId,
  count,
  children,
}: {
  figure: BoardFigureFilter;
  hubId: string | null;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('network-board');
  if (count === 0) return <>{children}</>;
  return (
    <Link
      to={paths.adminParcelsBehind(figure, hubId ?? undefined)}
      className="link link-hover"
      aria-label={t('board.figureLink', { figure: t(`figure.${figure}`), count })}
      data-figure-link={figure}
    >
      {children}
    </Link>
  );
}
