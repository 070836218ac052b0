import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/ui/load-error';
import { DataTable } from '../../../components/ui/table';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useDistrictName } from '../../areas/hooks/use-district-name';
import { useApprovedRiders } from '../api/get-approved-riders';
import { usePendingParcels } from '../api/get-pending-parcels';
import { useWideScreen } from '../hooks/use-wide-screen';
import { AssignRiderControl } from './assign-rider-control';

function Address({ address, district }: { address: string; district: string | null }) {
  const districtName = useDistrictName();
  return (
    <>
      <span className="line-clamp-2 break-words md:min-w-40">{address}</span>
      {district && <span className="block text-xs opacity-70">{districtName(district)}</span>}
    </>
  );
}

/** The spec's table (#, Tracking ID, Pickup, Delivery, Assign Rider) on wide screens, cards on phones. */
export function PendingParcelsTable() {
  const { t } = useTranslation('admin');
  const pending = usePendingParcels();
  // One list of riders for every row; each row puts those of its delivery district first.
  const riders = useApprovedRiders();
  const number = useNumberFormat();
  const wide = useWideScreen();
  if (!pending.isSuccess)
    return <QueryFallback query={pending} message={t('load.parcels')} retryLabel={t('load.retry')} />;
  const { parcels: listed, total } = pending.data;
  if (listed.length === 0) {
    return <p className="rounded-box bg-base-200 p-6 text-center">{t('No pending parcels.')}</p>;
  }
  // The server lists the oldest ones; the admin is told the rest exist and come up as these are assigned.
  const more =
    total > listed.length ? (
      <p className="alert alert-info alert-soft mb-3" data-testid="pending-more">
        {t('pending.oldestOf', { shownListed: number(listed.length), shownTotal: number(total) })}
      </p>
    ) : null;

  const list = wide ? (
    <DataTable
      columns={[
        t('column.number'),
        t('column.trackingId'),
        t('column.pickup'),
        t('column.delivery'),
        t('column.assignRider'),
      ]}
    >
      {listed.map((parcel, index) => (
        <tr key={parcel._id} data-testid="pending-parcel" data-tracking-id={parcel.trackingId}>
          <td>{number(index + 1)}</td>
          <th scope="row" className="whitespace-nowrap font-mono text-xs font-semibold">
            {parcel.trackingId}
          </th>
          <td>
            <Address address={parcel.pickupAddress} district={parcel.pickupDistrict} />
          </td>
          <td>
            <Address address={parcel.deliveryAddress} district={parcel.deliveryDistrict} />
          </td>
          <td>
            <AssignRiderControl parcel={parcel} riders={riders} />
          </td>
        </tr>
      ))}
    </DataTable>
  ) : (
    <ol className="space-y-3" aria-label={t('Pending Parcels')}>
      {listed.map((parcel, index) => (
        <li
          key={parcel._id}
          className="rounded-box border border-base-300 bg-base-100 p-4"
          data-testid="pending-parcel"
          data-tracking-id={parcel.trackingId}
        >
          <p className="text-xs opacity-70">
            {t('column.number')}
            {number(index + 1)}
          </p>
          <p className="font-mono text-sm font-semibold">{parcel.trackingId}</p>
          <dl className="my-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="opacity-70">{t('column.pickup')}</dt>
            <dd className="min-w-0">
              <Address address={parcel.pickupAddress} district={parcel.pickupDistrict} />
            </dd>
            <dt className="opacity-70">{t('column.delivery')}</dt>
            <dd className="min-w-0">
              <Address address={parcel.deliveryAddress} district={parcel.deliveryDistrict} />
            </dd>
          </dl>
          <AssignRiderControl parcel={parcel} riders={riders} />
        </li>
      ))}
    </ol>
  );
  return (
    <>
      {more}
      {list}
    </>
  );
}
