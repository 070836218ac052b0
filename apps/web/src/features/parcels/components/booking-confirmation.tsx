import type { Parcel } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiCheckCircle, FiX } from 'react-icons/fi';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The tracking ID right after booking, as the FAQ promises, with a way to follow the parcel. */
export function BookingConfirmation({ parcel, onDismiss }: { parcel: Parcel; onDismiss: () => void }) {
  const { t } = useTranslation('parcels');
  return (
    <div
      role="status"
      className="alert alert-success alert-soft mb-6 items-start"
      data-testid="booking-confirmation"
    >
      <FiCheckCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('booked.title')}</p>
        <p className="mt-1 text-sm">
          {t('booked.trackingId')}{' '}
          <span className="font-mono font-bold" data-testid="booked-tracking-id">
            {parcel.trackingId}
          </span>
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Link to={paths.track(parcel.trackingId)} className="btn btn-sm btn-success">
            {t('booked.track')}
          </Link>
          <Link to={paths.myParcels} className="btn btn-sm btn-ghost">
            {t('booked.myParcels')}
          </Link>
        </div>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        onClick={onDismiss}
        aria-label={t('booked.dismiss')}
      >
        <FiX className="size-4" aria-hidden />
      </button>
    </div>
  );
}
