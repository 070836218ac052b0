import type { Parcel } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TableHead } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { formatDhakaDateTime } from '../../../lib/format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { AmountCell } from './amount-cell';
import { LinkedParcels } from './linked-parcels';
import { ParcelActions } from './parcel-actions';

export interface ParcelListProps {
  parcels: Parcel[];
  /** Row number of the first parcel (page offset + 1). */
  firstNumber: number;
  cancellingId: string | undefined;
  onCancel: (parcel: Parcel) => void;
}

/** The spec's My Parcels table (from md up; phones get cards). */
export function ParcelsTable({ parcels, firstNumber, cancellingId, onCancel }: ParcelListProps) {
  const { t, i18n } = useTranslation('parcels');
  const number = useNumberFormat();
  return (
    <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 md:block">
      <table className="table">
        <caption className="sr-only">{t('My Parcels')}</caption>
        <TableHead
          columns={[
            t('column.number'),
            t('column.type'),
            t('column.trackingId'),
            t('column.receiver'),
            t('column.deliveryAddress'),
            t('column.status'),
            { label: t('column.amount'), className: 'text-right' },
            { label: t('column.actions'), srOnly: true },
          ]}
        />
        <tbody>
          {parcels.map((parcel, index) => (
            <tr
              key={parcel._id}
              id={`parcel-row-${parcel.trackingId}`}
              className="hover:bg-base-200/50"
              data-tracking-id={parcel.trackingId}
            >
              <td className="tabular-nums">{number(firstNumber + index)}</td>
              <td>{t(`type.${parcel.parcelType}`)}</td>
              <td>
                <Link
                  to={paths.myParcel(parcel.trackingId)}
                  // One line: the ID is read out on the phone, and "DSH-" broke from its digits at 1280 px.
                  className="link whitespace-nowrap font-mono text-sm"
                  data-testid="open-parcel"
                >
                  {parcel.trackingId}
                </Link>
                <time dateTime={parcel.bookingTime} className="block text-xs opacity-70">
                  {formatDhakaDateTime(parcel.bookingTime, i18n.language)}
                </time>
                <LinkedParcels parcel={parcel} />
              </td>
              <td>{parcel.receiverName}</td>
              <td className="max-w-56 break-words">{parcel.deliveryAddress}</td>
              <td>
                <StatusBadge status={parcel.status} size="badge-sm" />
              </td>
              <td className="text-right">
                <AmountCell parcel={parcel} />
              </td>
              <td>
                <ParcelActions parcel={parcel} cancelling={cancellingId === parcel._id} onCancel={onCancel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
