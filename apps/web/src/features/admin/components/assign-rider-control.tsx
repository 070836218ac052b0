import { type Parcel, riderToastMs } from '@desh/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showPopup } from '../../../lib/popups';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useDistrictName } from '../../areas/hooks/use-district-name';
import { useAssignRider } from '../api/assign-rider';
import { useApprovedRiders } from '../api/get-approved-riders';

/** A dropdown of approved riders (those in the delivery district first) and an Assign button. */
export function AssignRiderControl({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation('admin');
  const { t: tr } = useTranslation('riders');
  const number = useNumberFormat();
  const id = useId();
  const [riderId, setRiderId] = useState('');
  const riders = useApprovedRiders(parcel.deliveryDistrict ?? undefined);
  const assign = useAssignRider();
  const districtName = useDistrictName();
  const noRiders = riders.isSuccess && riders.data.length === 0;

  async function onAssign() {
    if (!riderId) return;
    try {
      const { modifiedCount } = await assign.mutateAsync({ parcelId: parcel._id, riderId });
      if (!modifiedCount) throw new Error('not modified');
    } catch {
      await showPopup({ icon: 'error', title: t('Error!'), text: t('Failed to assign rider.') });
      return;
    }
    await showPopup({
      icon: 'success',
      title: t('Success!'),
      text: t('Rider assigned successfully!'),
      timer: riderToastMs,
    });
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row md:min-w-64">
      <label htmlFor={id} className="sr-only">
        {t('assign.label', { trackingId: parcel.trackingId })}
      </label>
      <select
        id={id}
        className="select select-sm w-full"
        value={riderId}
        disabled={!riders.isSuccess || noRiders || assign.isPending}
        onChange={(event) => setRiderId(event.target.value)}
      >
        <option value="">
          {riders.isPending ? t('assign.loading') : noRiders ? t('assign.none') : t('assign.placeholder')}
        </option>
        {riders.data?.map((rider) => (
          <option key={rider._id} value={rider._id}>
            {t('assign.option', {
              name: rider.name,
              region: districtName(rider.region),
              vehicle: tr(`vehicle.${rider.vehicleType}`),
              count: rider.activeParcels,
              shown: number(rider.activeParcels),
            })}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        disabled={!riderId || assign.isPending}
        onClick={() => void onAssign()}
      >
        {assign.isPending && <span className="loading loading-spinner loading-xs" aria-hidden />}
        {t('assign.submit')}
      </button>
    </div>
  );
}
