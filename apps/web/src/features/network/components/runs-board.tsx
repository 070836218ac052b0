import { managesHub } from '@desh/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshedAt } from '../../../components/field/refreshed-at';
import { QueryFallback } from '../../../components/ui/load-error';
import type { MyHub } from '../api/get-my-hubs';
import { type HubParcel, useHubWork } from '../api/hub-work';
import { areaKey } from '../run-suggestions';
import { AssignBar } from './assign-bar';
import { ParcelGroup } from './parcel-group';
import { RidersToday } from './riders-today';

/** Pickups or deliveries: a heading over its groups, or `none` (the words for an empty list) instead. */
function GroupsSection({
  title,
  none,
  children,
}: {
  title: string;
  none: string | false;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {none ? <p className="rounded-box bg-base-200 p-4 text-center">{none}</p> : children}
    </section>
  );
}

/**
 * The hub's work for its riders: pickups grouped by store and deliveries by area. Tick parcels
 * (or a whole group), choose a rider (those of the chosen areas first, with their load) and assign.
 */
export function RunsBoard({ hub }: { hub: MyHub }) {
  const { t, i18n } = useTranslation('network');
  const work = useHubWork(hub.id);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const riderNames = useMemo(
    () => new Map((work.data?.riders ?? []).map((rider) => [rider.id, rider.name])),
    [work.data],
  );
  // The areas of the chosen deliveries, for the rider suggestions.
  const chosenAreas = useMemo(() => {
    const keys = new Set<string>();
    for (const group of work.data?.deliveries ?? []) {
      if (group.parcels.some((parcel) => chosen.has(parcel.id))) keys.add(areaKey(group.area));
    }
    return [...keys];
  }, [work.data, chosen]);

  if (!work.isSuccess)
    return <QueryFallback query={work} message={t('runs.error')} retryLabel={t('retry')} />;

  const toggle = (parcels: HubParcel[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const parcel of parcels) {
        if (on) next.add(parcel.id);
        else next.delete(parcel.id);
      }
      return next;
    });

  const { pickups, deliveries, riders } = work.data;
  // Only a manager or an admin assigns (the server's rule): an operator sees the work, no tick boxes.
  const mayAssign = managesHub(hub.position);
  const choosing = { chosen, riderNames, onToggle: mayAssign ? toggle : undefined };
  return (
    // data-first-screen: the board is drawn, so the server's copy of it goes (index.html).
    <div className="space-y-6 pb-28" data-first-screen>
      <RefreshedAt updatedAt={work.dataUpdatedAt} />
      <RidersToday hubId={hub.id} />
      {!mayAssign && (
        <p className="rounded-box bg-base-200 p-3 text-sm" data-testid="runs-managers-assign">
          {t('runs.managersAssign')}
        </p>
      )}
      <GroupsSection title={t('runs.pickups')} none={pickups.length === 0 && t('runs.noPickups')}>
        {pickups.map((group) => (
          <ParcelGroup
            key={group.store.id ?? group.store.name}
            title={group.store.name}
            subtitle={group.store.address === group.store.name ? undefined : group.store.address}
            parcels={group.parcels}
            {...choosing}
          />
        ))}
      </GroupsSection>
      <GroupsSection title={t('runs.deliveries')} none={deliveries.length === 0 && t('runs.noDeliveries')}>
        {deliveries.map((group) => (
          <ParcelGroup
            key={areaKey(group.area)}
            title={i18n.language === 'bn' ? group.area.nameBn : group.area.name}
            parcels={group.parcels}
            {...choosing}
          />
        ))}
      </GroupsSection>
      {mayAssign && (
        <AssignBar
          hub={hub}
          riders={riders}
          chosen={chosen}
          chosenAreas={chosenAreas}
          onAssigned={() => setChosen(new Set())}
        />
      )}
    </div>
  );
}
