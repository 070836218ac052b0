import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../components/ui/item-select';
import { errorText } from '../../../lib/error-text';
import { showPopup, showToast } from '../../../lib/popups';
import { useNumberFormat } from '../../../lib/use-number-format';
import type { MyHub } from '../api/get-my-hubs';
import { type HubWork, useAssignRun } from '../api/hub-work';
import { rankRiders } from '../run-suggestions';

/** Stays at the bottom of the screen while parcels are ticked: the rider to give them to, and go. */
export function AssignBar({
  hub,
  riders,
  chosen,
  chosenAreas,
  onAssigned,
}: {
  hub: MyHub;
  riders: HubWork['riders'];
  chosen: Set<string>;
  chosenAreas: string[];
  onAssigned: () => void;
}) {
  const { t } = useTranslation('network');
  const number = useNumberFormat();
  const assign = useAssignRun();
  const [riderId, setRiderId] = useState('');
  const ranked = rankRiders(riders, chosenAreas);
  if (chosen.size === 0) return null;

  async function submit() {
    if (!riderId) return;
    try {
      const { assigned, skipped } = await assign.mutateAsync({
        hubId: hub.id,
        riderId,
        parcelIds: [...chosen],
      });
      onAssigned();
      const rider = riders.find((each) => each.id === riderId)?.name ?? '';
      if (skipped.length === 0) void showToast('success', t('runs.assigned', { count: assigned, rider }));
      else
        await showPopup({
          icon: 'warning',
          title: t('runs.assigned', { count: assigned, rider }),
          text: t('runs.skipped', { count: skipped.length, parcels: skipped.join(', ') }),
        });
    } catch (error) {
      await showPopup({ icon: 'error', title: t('runs.failed'), text: errorText(error, ['network']) });
    }
  }

  return (
    <div
      className="fixed inset-x-0 bottom-0 z-40 border-t border-base-300 bg-base-100 p-3 shadow-lg"
      data-testid="assign-bar"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-2">
        <p className="w-full text-sm font-medium sm:w-auto">{t('runs.chosen', { count: chosen.size })}</p>
        <LabelledSelect
          id="assign-rider"
          label={t('runs.rider')}
          hideLabel
          className="select min-w-0 flex-1"
          value={riderId}
          onChoose={setRiderId}
          placeholder={t('runs.chooseRider')}
          items={ranked}
          itemValue={(rider) => rider.id}
          itemLabel={(rider) =>
            `${rider.matches > 0 ? '★ ' : ''}${rider.name} · ${t('runs.load', { load: number(rider.load) })}`
          }
        />
        <button
          type="button"
          className="btn btn-primary"
          disabled={!riderId || assign.isPending}
          onClick={() => void submit()}
        >
          {t('runs.assign')}
        </button>
      </div>
    </div>
  );
}
