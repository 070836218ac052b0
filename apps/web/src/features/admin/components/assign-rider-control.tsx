import { type Parcel, riderToastMs } from '@desh/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../components/ui/item-select';
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
      <LabelledSelect
        id={id}
        label={t('assign.label', { trackingId: parcel.trackingId })}
        hideLabel
        className="select select-sm w-full"
        value={riderId}
        disabled={!riders.isSuccess || noRiders || assign.isPending}
        onChoose={setRiderId}
        placeholder={
          riders.isPending ? t('assign.loading') : noRiders ? t('assign.none') : t('assign.placeholder')
        }
        items={riders.data ?? []}
        itemValue={(rider) => rider._id}
        itemLabel={(rider) =>
          t('assign.option', {
            name: rider.name,
            region: districtName(rider.region),
            vehicle: tr(`vehicle.${rider.vehicleType}`),
            count: rider.activeParcels,
            shown: number(rider.activeParcels),
          })
        }
      />
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
