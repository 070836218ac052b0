import type { Parcel } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiMapPin, FiPrinter, FiXCircle } from 'react-icons/fi';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ConfirmReturnButton } from '../../deliveries/components/confirm-return-button';

/** Track and Label for every parcel; Cancel only while it is still pending; Got it back while it returns. */
export function ParcelActions({
  parcel,
  cancelling,
  onCancel,
  size = 'btn-xs',
}: {
  parcel: Parcel;
  cancelling: boolean;
  onCancel: (parcel: Parcel) => void;
  /** Phones get bigger touch targets than the table's compact row. */
  size?: 'btn-xs' | 'btn-sm';
}) {
  const { t } = useTranslation('parcels');
  const about = { trackingId: parcel.trackingId };
  return (
    <div className="flex flex-wrap gap-1">
      {[
        { to: paths.track(parcel.trackingId), action: 'track', icon: <FiMapPin aria-hidden /> } as const,
        { to: paths.parcelLabel(parcel._id), action: 'label', icon: <FiPrinter aria-hidden /> } as const,
      ].map(({ to, action, icon }) => (
        <Link
          key={action}
          to={to}
          className={`btn btn-ghost ${size}`}
          aria-label={t(`action.${action}.label`, about)}
        >
          {icon}
          {t(`action.${action}`)}
        </Link>
      ))}
      {parcel.status === 'pending' && (
        <button
          type="button"
          className={`btn btn-ghost ${size}`}
          disabled={cancelling}
          onClick={() => onCancel(parcel)}
          aria-label={t('action.cancel.label', about)}
        >
          {cancelling ? (
            <span className="loading loading-spinner loading-xs" aria-hidden />
          ) : (
            <FiXCircle className="text-error" aria-hidden />
          )}
          {t('action.cancel')}
        </button>
      )}
      {parcel.status === 'returning' && <ConfirmReturnButton parcel={parcel} size={size} />}
    </div>
  );
}
