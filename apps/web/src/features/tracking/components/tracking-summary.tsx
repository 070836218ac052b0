import { districtById, type PublicTracking } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiArrowRight } from 'react-icons/fi';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDay, formatDhakaDateTime } from '../../../lib/format';

function useDistrictName() {
  const { t, i18n } = useTranslation('tracking');
  return (id: string | null) => {
    const district = id ? districtById(id) : undefined;
    if (!district) return t('result.noDistrict');
    return i18n.language === 'bn' ? district.bn : district.name;
  };
}

/** Route, type and dates: what a tracking page may show without naming anyone. */
export function TrackingSummary({ tracking }: { tracking: PublicTracking }) {
  const { t, i18n } = useTranslation('tracking');
  const districtName = useDistrictName();
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 rounded-box bg-base-200 p-4" data-testid="tracking-route">
        <div className="min-w-0 flex-1">
          <p className="text-base-content/70 text-xs uppercase tracking-wide">{t('result.from')}</p>
          <p className="break-words font-semibold text-lg">{districtName(tracking.pickupDistrict)}</p>
        </div>
        <FiArrowRight className="size-6 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 flex-1 text-right">
          <p className="text-base-content/70 text-xs uppercase tracking-wide">{t('result.to')}</p>
          <p className="break-words font-semibold text-lg">{districtName(tracking.deliveryDistrict)}</p>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-base-content/70">{t('result.type')}</dt>
          <dd className="font-medium">{t(`type.${tracking.parcelType}`)}</dd>
        </div>
        <div>
          <dt className="text-base-content/70">{t('result.booked')}</dt>
          <dd className="font-medium">
            <time dateTime={tracking.bookingTime}>
              {formatDhakaDateTime(tracking.bookingTime, i18n.language)}
            </time>
          </dd>
        </div>
        {tracking.promisedDate && (
          <div>
            <dt className="text-base-content/70">{t('result.promised')}</dt>
            <dd className="font-medium" data-testid="tracking-promised">
              <time dateTime={tracking.promisedDate}>{formatDay(tracking.promisedDate, i18n.language)}</time>
              {tracking.deliveryType === 'express' && (
                <span className="badge badge-sm badge-secondary ms-2">{t('result.express')}</span>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-base-content/70">{t('result.updated')}</dt>
          <dd className="font-medium" data-testid="tracking-updated">
            <time dateTime={tracking.updatedAt}>
              {formatDhakaDateTime(tracking.updatedAt, i18n.language)}
            </time>
          </dd>
        </div>
      </dl>
      {tracking.legs.length > 0 && (
        <div className="rounded-box border border-base-300 p-3 text-sm" data-testid="tracking-legs">
          <p className="font-semibold">{t('legs.title')}</p>
          <ul className="mt-1 space-y-1">
            {tracking.legs.map((leg) => (
              <li key={leg.trackingId}>
                <Link className="link link-primary" to={paths.track(leg.trackingId)}>
                  {t(`legs.${leg.relation}.${leg.kind}`, { trackingId: leg.trackingId })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
