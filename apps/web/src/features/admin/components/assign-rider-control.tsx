import { type ApprovedRider, type Parcel, riderToastMs } from '@desh/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../components/ui/item-select';
import { showPopup } from '../../../lib/popups';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useDistrictName } from '../../areas/hooks/use-district-name';
import { useAssignRider } from '../api/assign-rider';
import { pickupDistrictOf, ridersNearFirst } from '../lib/riders-near-first';

/**
 * A dropdown of approved riders (those of the pickup's district first) and an Assign button.
 *
 * The options are drawn when the admin reaches for the dropdown (pointer or focus), not with the
 * row: a list of 500 parcels with a dropdown of 200 riders each was 100,000 options, 15 to 20 s to
 * draw. Until then it holds the placeholder and the chosen rider.
 */
export function AssignRiderControl({
  parcel,
  riders,
}: {
  parcel: Parcel;
  riders: UseQueryResult<ApprovedRider[]>;
}) {
  const { t } = useTranslation('admin');
  const { t: tr } = useTranslation('riders');
  const number = useNumberFormat();
  const id = useId();
  const [riderId, setRiderId] = useState('');
  const [opened, setOpened] = useState(false);
  const assign = useAssignRider();
  const districtName = useDistrictName();
  const noRiders = riders.isSuccess && riders.data.length === 0;
  const listed = riders.data;
  const district = pickupDistrictOf(parcel);
  const options = useMemo(() => {
    if (!listed) return [];
    if (opened) return ridersNearFirst(listed, district);
    return riderId ? listed.filter((rider) => rider._id === riderId) : [];
  }, [listed, district, opened, riderId]);

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

  const open = () => setOpened(true);
  return (
    // A set width: the column must not widen when the options are drawn, under the admin's pointer.
    <div className="flex flex-col gap-2 sm:flex-row md:w-64 xl:w-80">
      <LabelledSelect
        id={id}
        label={t('assign.label', { trackingId: parcel.trackingId })}
        hideLabel
        className="select select-sm w-full min-w-0 sm:flex-1"
        value={riderId}
        disabled={!riders.isSuccess || noRiders || assign.isPending}
        onPointerDown={open}
        onFocus={open}
        onChoose={setRiderId}
        placeholder={
          riders.isPending ? t('assign.loading') : noRiders ? t('assign.none') : t('assign.placeholder')
        }
        items={options}
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
