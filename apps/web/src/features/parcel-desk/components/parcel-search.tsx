import { type BoardFigureFilter, boardFigureFilters, type DeskParcelHit } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiSearch } from 'react-icons/fi';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useDhakaDate } from '../../../lib/use-money';
import { useNumberFormat } from '../../../lib/use-number-format';
import { type DeskSearch, useDeskSearch } from '../api/desk-api';

/** The search the address asks for: `?q=` words, or `?figure=&hub=` from the network board. */
function searchOf(params: URLSearchParams): DeskSearch | null {
  const figure = params.get('figure');
  if (figure && (boardFigureFilters as readonly string[]).includes(figure)) {
    return { figure: figure as BoardFigureFilter, hubId: params.get('hub') ?? undefined };
  }
  const q = params.get('q')?.trim();
  return q ? { q } : null;
}

function Hit({ parcel }: { parcel: DeskParcelHit }) {
  const { t } = useTranslation('parcel-desk');
  const date = useDhakaDate(false);
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-3" data-testid="desk-hit">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={paths.adminParcel(parcel.trackingId)} className="link font-mono font-semibold">
          {parcel.trackingId}
        </Link>
        <StatusBadge status={parcel.status} size="badge-sm" />
      </div>
      <p className="mt-1 text-sm">
        {t('hit.to', { name: parcel.receiverName, phone: parcel.receiverPhone ?? '—' })}
      </p>
      <p className="text-sm opacity-80">
        {[
          parcel.storeName ?? parcel.senderName,
          parcel.merchantOrderId && t('hit.order', { id: parcel.merchantOrderId }),
          date(parcel.bookingTime),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </li>
  );
}

/** Head office's search box and what it found; a figure opened from the board lists its parcels. */
export function ParcelSearch() {
  const { t } = useTranslation('parcel-desk');
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const found = useDeskSearch(search);
  const number = useNumberFormat();

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = typed.trim();
    if (q) setParams({ q });
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} aria-label={t('search.title')} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="desk-q" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="desk-q"
          name="q"
          type="search"
          className="input w-full"
          placeholder={t('search.placeholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          maxLength={100}
        />
        <button type="submit" className="btn btn-primary">
          <FiSearch aria-hidden />
          {t('search.submit')}
        </button>
      </form>
      <p className="text-sm opacity-80">{t('search.hint')}</p>
      {search && 'figure' in search && (
        <p className="rounded-box bg-base-200 p-3 text-sm" data-testid="figure-filter">
          {t('search.figure', { figure: t(`figure.${search.figure}`, { ns: 'network-board' }) })}{' '}
          <Link to={paths.adminParcels} className="link">
            {t('search.clear')}
          </Link>
        </p>
      )}
      {search === null ? null : found.isPending ? (
        <Spinner />
      ) : found.isError ? (
        <LoadError
          message={errorText(found.error, ['parcel-desk'])}
          retryLabel={t('retry')}
          onRetry={() => void found.refetch()}
        />
      ) : found.data.parcels.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center" data-testid="desk-none">
          {t('search.none')}
        </p>
      ) : (
        <>
          <p className="text-sm" aria-live="polite">
            {t(found.data.more ? 'search.countMore' : 'search.count', {
              count: found.data.parcels.length,
              shown: number(found.data.parcels.length),
              readAs: t(`readAs.${found.data.readAs}`),
            })}
          </p>
          <ul className="grid gap-3 lg:grid-cols-2">
            {found.data.parcels.map((parcel) => (
              <Hit key={parcel.id} parcel={parcel} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
