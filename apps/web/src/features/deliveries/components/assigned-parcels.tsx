import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useNumberFormat } from '../../../lib/use-number-format';
import { LiveIndicator } from '../../tracking/components/live-indicator';
import { useParcelStream } from '../../tracking/hooks/use-parcel-stream';
import { useAssignedParcels } from '../api/get-assigned-parcels';
import { AssignedParcelCard } from './assigned-parcel-card';

/** The signed-in rider's parcels, kept live by the parcel stream. */
export function AssignedParcels() {
  const { t } = useTranslation('riders');
  const parcels = useAssignedParcels();
  const stream = useParcelStream();
  const number = useNumberFormat();
  if (parcels.isPending) return <Spinner />;
  if (parcels.isError) {
    return (
      <div role="alert" className="alert alert-error alert-soft">
        <span>{t('assigned.error')}</span>
        <button type="button" className="btn btn-sm" onClick={() => void parcels.refetch()}>
          {t('load.retry')}
        </button>
      </div>
    );
  }
  const toDeliver = parcels.data.filter(
    (parcel) => !['delivered', 'failed', 'cancelled'].includes(parcel.status),
  ).length;
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <p className="opacity-80" aria-live="polite">
          {t('assigned.count', { count: toDeliver, shown: number(toDeliver) })}
        </p>
        <LiveIndicator state={stream} />
      </div>
      {parcels.data.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center">{t('assigned.empty')}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {parcels.data.map((parcel) => (
            <AssignedParcelCard key={parcel._id} parcel={parcel} />
          ))}
        </div>
      )}
    </div>
  );
}
