import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { formatDhakaDateTime } from '../../../lib/format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { AmountCell } from './amount-cell';
import { LinkedParcels } from './linked-parcels';
import { ParcelActions } from './parcel-actions';
import type { ParcelListProps } from './parcels-table';

/** The same rows as the table, stacked as cards on phones, each field still named by its column. */
export function ParcelCards({ parcels, firstNumber, cancellingId, onCancel }: ParcelListProps) {
  const { t, i18n } = useTranslation('parcels');
  const number = useNumberFormat();
  return (
    <ol className="space-y-3 md:hidden" aria-label={t('My Parcels')}>
      {parcels.map((parcel, index) => (
        // The id: a tap held on the server's copy of the page finds its twin in this card (index.html).
        <li
          key={parcel._id}
          id={`parcel-card-${parcel.trackingId}`}
          className="rounded-box border border-base-300 bg-base-100 p-4"
          data-tracking-id={parcel.trackingId}
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-xs opacity-70">
                {t('column.number')}
                {number(firstNumber + index)} · {t(`type.${parcel.parcelType}`)}
              </p>
              <Link
                to={paths.myParcel(parcel.trackingId)}
                className="link block font-mono text-sm font-semibold"
                data-testid="open-parcel"
              >
                {parcel.trackingId}
              </Link>
              <time dateTime={parcel.bookingTime} className="text-xs opacity-70">
                {formatDhakaDateTime(parcel.bookingTime, i18n.language)}
              </time>
              <LinkedParcels parcel={parcel} />
            </div>
            <StatusBadge status={parcel.status} size="badge-sm" />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="opacity-70">{t('column.receiver')}</dt>
            <dd>{parcel.receiverName}</dd>
            <dt className="opacity-70">{t('column.deliveryAddress')}</dt>
            <dd className="break-words">{parcel.deliveryAddress}</dd>
            <dt className="opacity-70">{t('column.amount')}</dt>
            <dd className="justify-self-start [&>span]:items-start [&>span]:text-left">
              <AmountCell parcel={parcel} />
            </dd>
          </dl>
          <div className="mt-3 border-t border-base-300 pt-2">
            <ParcelActions
              parcel={parcel}
              cancelling={cancellingId === parcel._id}
              onCancel={onCancel}
              size="btn-sm"
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
