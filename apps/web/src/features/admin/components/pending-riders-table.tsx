import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/ui/load-error';
import { DataTable } from '../../../components/ui/table';
import { useDistrictName } from '../../areas/hooks/use-district-name';
import { usePendingRiders } from '../api/get-pending-riders';
import { useReviewFlow } from '../hooks/use-review-flow';
import { useWideScreen } from '../hooks/use-wide-screen';
import { ReviewButtons } from './review-buttons';

/** The spec's table (Name, Phone, Region, Vehicle, Approve) on wide screens, one card per rider on phones. */
export function PendingRidersTable() {
  const { t } = useTranslation('admin');
  const { t: tr } = useTranslation('riders');
  const riders = usePendingRiders();
  const districtName = useDistrictName();
  const wide = useWideScreen();
  const { approve, reject, busy } = useReviewFlow();
  if (!riders.isSuccess)
    return <QueryFallback query={riders} message={t('load.riders')} retryLabel={t('load.retry')} />;
  if (riders.data.length === 0) {
    return <p className="rounded-box bg-base-200 p-6 text-center">{t('No pending riders.')}</p>;
  }
  const buttons = (rider: (typeof riders.data)[number]) => (
    <ReviewButtons
      rider={rider}
      busy={busy}
      onApprove={(r) => void approve(r)}
      onReject={(r) => void reject(r)}
    />
  );

  if (!wide) {
    return (
      <ul className="space-y-3" aria-label={t('Pending Riders')}>
        {riders.data.map((rider) => (
          <li
            key={rider._id}
            className="rounded-box border border-base-300 bg-base-100 p-4"
            data-testid="pending-rider"
            data-email={rider.email}
          >
            <p className="font-semibold">{rider.fullName}</p>
            <p className="text-xs break-all opacity-70">{rider.email}</p>
            <dl className="my-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="opacity-70">{t('column.phone')}</dt>
              <dd>
                <a href={`tel:${rider.phone}`} className="link link-hover">
                  {rider.phone}
                </a>
              </dd>
              <dt className="opacity-70">{t('column.region')}</dt>
              <dd>{districtName(rider.region)}</dd>
              <dt className="opacity-70">{t('column.vehicle')}</dt>
              <dd>{tr(`vehicle.${rider.vehicleType}`)}</dd>
            </dl>
            {buttons(rider)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DataTable
      columns={[
        t('column.name'),
        t('column.phone'),
        t('column.region'),
        t('column.vehicle'),
        { label: t('column.actions'), srOnly: true },
      ]}
    >
      {riders.data.map((rider) => (
        <tr key={rider._id} data-testid="pending-rider" data-email={rider.email}>
          <th scope="row" className="font-medium">
            {rider.fullName}
            <span className="block text-xs font-normal opacity-70">{rider.email}</span>
          </th>
          <td className="whitespace-nowrap">
            <a href={`tel:${rider.phone}`} className="link link-hover">
              {rider.phone}
            </a>
          </td>
          <td>{districtName(rider.region)}</td>
          <td>{tr(`vehicle.${rider.vehicleType}`)}</td>
          <td>{buttons(rider)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
