import { districtById, type Rider } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiCheckCircle, FiClock, FiXCircle } from 'react-icons/fi';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDhakaDateTime } from '../../../lib/format';

const looks = {
  pending: { icon: FiClock, tone: 'text-info' },
  approved: { icon: FiCheckCircle, tone: 'text-success' },
  rejected: { icon: FiXCircle, tone: 'text-warning' },
} as const;

/** What became of the caller's application, shown instead of the form while it is pending or approved. */
export function ApplicationStatus({ rider }: { rider: Rider }) {
  const { t, i18n } = useTranslation('riders');
  const { icon: Icon, tone } = looks[rider.status];
  const district = districtById(rider.region);
  const region = district ? (i18n.language === 'bn' ? district.bn : district.name) : rider.region;
  return (
    <section
      className="flex items-start gap-3 rounded-box border border-base-300 bg-base-200 p-4"
      aria-labelledby="application-status-title"
      data-testid="application-status"
      data-status={rider.status}
    >
      <Icon className={`mt-1 size-6 shrink-0 ${tone}`} aria-hidden />
      <div className="min-w-0 space-y-2">
        <h2 id="application-status-title" className="text-lg font-bold">
          {t(`status.${rider.status}.title`)}
        </h2>
        <p>{t(`status.${rider.status}.text`)}</p>
        {rider.status === 'rejected' && rider.reviewNote && (
          <p>
            <span className="font-semibold">{t('status.reason')}</span> {rider.reviewNote}
          </p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="opacity-80">{t('field.fullName')}</dt>
          <dd className="break-words">{rider.fullName}</dd>
          <dt className="opacity-80">{t('field.region')}</dt>
          <dd>{region}</dd>
          <dt className="opacity-80">{t('field.vehicleType')}</dt>
          <dd>{t(`vehicle.${rider.vehicleType}`)}</dd>
          <dt className="opacity-80">{t('status.appliedAt')}</dt>
          <dd>{formatDhakaDateTime(rider.appliedAt, i18n.language)}</dd>
        </dl>
        {rider.status === 'approved' && (
          <Link to={paths.assignedParcels} className="btn btn-sm btn-success">
            {t('status.toAssigned')}
          </Link>
        )}
      </div>
    </section>
  );
}
