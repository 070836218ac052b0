import type { Parcel } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useParcel } from '../api/get-parcel';

/** Whether a parcel in the list has (or is) a return leg: only these ask for their links. */
const hasLinks = (parcel: Parcel) =>
  parcel.returnOfParcelId !== null ||
  parcel.status === 'partially_delivered' ||
  (parcel.exchangeItem !== null && parcel.status === 'delivered');

/**
 * Under a parcel's tracking ID in My Parcels: an exchange's mark, a return parcel's kind, and the
 * parcel linked to it both ways (the return bringing goods back, or the parcel a return comes from),
 * read from GET /api/parcels/:id only for the rows that have one.
 */
export function LinkedParcels({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation('parcels');
  return (
    <span className="mt-1 flex flex-wrap gap-1" data-testid="parcel-links">
      {parcel.returnKind && (
        <span className="badge badge-outline badge-warning badge-sm">
          {t(`return.badge.${parcel.returnKind}`)}
        </span>
      )}
      {parcel.exchangeItem && (
        <span className="badge badge-outline badge-info badge-sm">{t('exchange.badge')}</span>
      )}
      {hasLinks(parcel) && <Links id={parcel._id} />}
    </span>
  );
}

function Links({ id }: { id: string }) {
  const { t } = useTranslation('parcels');
  const { data } = useParcel(id);
  if (!data) return null;
  return (
    <>
      {data.linkedParcels.map((linked) => (
        <Link
          key={linked._id}
          to={paths.track(linked.trackingId)}
          className="link link-primary block w-full text-xs"
          data-testid="linked-parcel"
        >
          {t(`linked.${linked.relation}`, { trackingId: linked.trackingId })}
        </Link>
      ))}
    </>
  );
}
