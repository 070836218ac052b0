import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FiPackage } from 'react-icons/fi';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { LiveIndicator } from '../../tracking/components/live-indicator';
import { useParcelStream } from '../../tracking/hooks/use-parcel-stream';
import { parcelsExportHref, useParcels } from '../api/get-parcels';
import { useCancelParcelFlow } from '../hooks/use-cancel-parcel-flow';
import { apiFilters, useParcelView } from '../hooks/use-parcel-filters';
import { Pagination } from './pagination';
import { ParcelCards } from './parcel-cards';
import { ParcelFilters } from './parcel-filters';
import { ParcelsTable } from './parcels-table';
import { PickupProgressBanner } from './pickup-progress';

/** The signed-in customer's parcels: kept fresh by the live stream, a 20 s refresh and window focus. */
export function MyParcels() {
  const { t } = useTranslation('parcels');
  const { view, change, filtered, firstPageHref } = useParcelView();
  const { page } = view;
  const filters = apiFilters(view);
  const query = useParcels(page, filters);
  const stream = useParcelStream();
  const { cancel, cancellingId } = useCancelParcelFlow();

  useEffect(() => {
    // The spec: a failed fetch of the user's parcels is logged; the table says so too.
    if (query.error) console.error('Fetching the parcels failed', query.error);
  }, [query.error]);

  if (query.isPending) return <Spinner />;

  if (!query.data) {
    return (
      <div
        role="alert"
        className="alert alert-error alert-soft flex flex-wrap justify-between"
        data-load-error
      >
        <span>{t('list.error')}</span>
        <button type="button" className="btn btn-sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  }

  const { parcels, total, totalCapped, limit, hasMore } = query.data;
  if (parcels.length === 0 && page === 1 && !filtered) {
    return (
      <div
        className="rounded-box border border-dashed border-base-300 px-4 py-12 text-center"
        data-first-screen
      >
        <FiPackage className="mx-auto size-10 opacity-60" aria-hidden />
        <p className="mt-3 font-semibold">{t('list.empty')}</p>
        <Link to={paths.bookParcel} className="btn btn-primary mt-4">
          {t('list.bookFirst')}
        </Link>
      </div>
    );
  }

  const listProps = { parcels, firstNumber: (page - 1) * limit + 1, cancellingId, onCancel: cancel };
  // data-first-screen: the app's list is drawn, so the server's copy of the page goes (index.html).
  return (
    <div data-first-screen>
      <PickupProgressBanner />
      <ParcelFilters view={view} onChange={change} exportHref={parcelsExportHref(filters)} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <LiveIndicator state={stream} />
        {query.isError && (
          <p role="alert" className="text-sm text-warning">
            {t('list.staleWarning')}
          </p>
        )}
      </div>
      {parcels.length === 0 && page === 1 ? (
        <p className="py-8 text-center" role="status">
          {t('filters.noMatch')}{' '}
          <button
            type="button"
            className="link link-primary"
            onClick={() => change({ q: '', tab: 'all', from: '', to: '' })}
          >
            {t('filters.clear')}
          </button>
        </p>
      ) : parcels.length === 0 ? (
        <p className="py-8 text-center">
          {t('list.pastEnd')}{' '}
          <Link to={firstPageHref} className="link link-primary">
            {t('list.firstPage')}
          </Link>
        </p>
      ) : (
        <>
          <ParcelsTable {...listProps} />
          <ParcelCards {...listProps} />
        </>
      )}
      <Pagination page={page} total={total} totalCapped={totalCapped} limit={limit} hasMore={hasMore} />
    </div>
  );
}
