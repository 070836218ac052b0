import type { Hub } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../components/ui/item-select';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { changeWithFeedback } from '../../../lib/mutation-flow';
import { useApprovedRiders } from '../../admin/api/get-approved-riders';
import { useAssignRiderHub, useHubRiders } from '../api/riders';
import { useHubName } from '../hooks/use-hub-name';
import { hubsError } from '../hubs-error';

/** The riders working from the hub, each movable to another hub; an approved rider can be added. */
export function HubRiders({ hub, hubs }: { hub: Hub; hubs: readonly Hub[] }) {
  const { t } = useTranslation('hubs');
  const hubName = useHubName();
  const riders = useHubRiders(hub.id);
  const approved = useApprovedRiders();
  const assign = useAssignRiderHub();
  const [targets, setTargets] = useState<Record<string, string>>({});
  const [newRider, setNewRider] = useState('');
  const otherHubs = hubs.filter((other) => other.active && other.id !== hub.id);

  const move = (riderId: string, hubId: string, done: string) =>
    changeWithFeedback(() => assign.mutateAsync({ riderId, hubId }), done, t('riders.failed'), hubsError);

  if (riders.isPending) return <Spinner />;
  if (riders.isError)
    return (
      <LoadError message={t('load.riders')} retryLabel={t('retry')} onRetry={() => void riders.refetch()} />
    );
  const here = new Set(riders.data.map((rider) => rider.riderId));
  const addable = (approved.data ?? []).filter((rider) => !here.has(rider._id));

  return (
    <section aria-labelledby="hub-riders-title" className="space-y-3">
      <h3 id="hub-riders-title" className="text-lg font-semibold">
        {t('riders.title')}
      </h3>
      {riders.data.length === 0 ? (
        <p className="rounded-box bg-base-200 p-4 text-sm">{t('riders.none')}</p>
      ) : (
        <ul
          className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
          aria-label={t('riders.title')}
        >
          {riders.data.map((rider) => {
            const target = targets[rider.riderId] ?? '';
            return (
              <li
                key={rider.riderId}
                className="grid gap-2 p-3 sm:grid-cols-[1fr_auto_auto] sm:items-center"
                data-testid="hub-rider"
              >
                <div className="min-w-0">
                  <p className="font-medium">{rider.name}</p>
                  <p className="text-xs opacity-80">
                    <a href={`tel:${rider.phone}`} className="link link-hover">
                      {rider.phone}
                    </a>
                  </p>
                </div>
                <LabelledSelect
                  id={`move-${rider.riderId}`}
                  label={t('riders.moveTo', { name: rider.name })}
                  hideLabel
                  className="select select-sm w-full sm:w-48"
                  value={target}
                  onChoose={(hubId) => setTargets({ ...targets, [rider.riderId]: hubId })}
                  placeholder={t('riders.chooseHub')}
                  items={otherHubs}
                  itemValue={(other) => other.id}
                  itemLabel={(other) => `${other.code} · ${hubName(other)}`}
                />
                <button
                  type="button"
                  className="btn btn-sm"
                  disabled={!target || assign.isPending}
                  onClick={() => void move(rider.riderId, target, t('riders.moved'))}
                >
                  {t('riders.move')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (newRider) void move(newRider, hub.id, t('riders.added')).then((ok) => ok && setNewRider(''));
        }}
      >
        <div>
          <LabelledSelect
            id="hub-add-rider"
            label={t('riders.add')}
            value={newRider}
            onChoose={setNewRider}
            placeholder={approved.isPending ? t('loading') : t('riders.chooseRider')}
            items={addable}
            itemValue={(rider) => rider._id}
            itemLabel={(rider) => rider.name}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={!newRider || assign.isPending}>
          {t('riders.addButton')}
        </button>
      </form>
    </section>
  );
}
