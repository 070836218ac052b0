import { dhakaDate, finalParcelStatuses } from '@desh/shared';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiDollarSign } from 'react-icons/fi';
import { Link } from 'react-router';
import { RefreshedAt } from '../../../components/field/refreshed-at';
import { QueryFallback } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import {
  dismissRunSnapshot,
  keepRunSnapshot,
  runSnapshotShowsFirstScreenOnly,
} from '../../../lib/offline-queue/run-snapshot';
import { useNumberFormat } from '../../../lib/use-number-format';
import { LiveIndicator } from '../../tracking/components/live-indicator';
import { useParcelStream } from '../../tracking/hooks/use-parcel-stream';
import { type RunItem, useDeliveryRun } from '../api/get-delivery-run';
import { firstScreenStops, stopBudget } from '../hooks/first-screen';
import { runLengthKm } from '../hooks/stop-order';
import { type StopDrag, useStopDrag } from '../hooks/use-stop-drag';
import { useStopOrder } from '../hooks/use-stop-order';
import { AssignedParcelCard } from './assigned-parcel-card';
import { BulkPickup } from './bulk-pickup';
import { PickupStop, pickupStops } from './pickup-stop';
import { RunScanner } from './run-scanner';
import { onPickupLeg, StopControls } from './stop-controls';

const finished: readonly string[] = finalParcelStatuses;

const laterDay = (day: string | null, today: string) => day !== null && day > today;

/**
 * A stop's look while one is dragged: the dragged card follows the pointer, lifted; a line marks
 * where it would land (before the stop it would go ahead of, or after the last one).
 */
function dropMarks(drag: StopDrag | null, ordered: readonly RunItem[], parcelId: string) {
  if (!drag) return { className: 'relative' };
  if (drag.parcelId === parcelId) {
    return {
      className: 'relative z-20 rounded-box shadow-2xl ring-2 ring-primary',
      style: { transform: `translate(${drag.dx}px, ${drag.dy}px)` },
      'data-dragging': true,
    };
  }
  const others = ordered.filter((item) => item.parcelId !== drag.parcelId);
  const before = others[drag.to]?.parcelId === parcelId;
  const after = drag.to >= others.length && others.at(-1)?.parcelId === parcelId;
  const line = 'after:absolute after:inset-x-0 after:h-1 after:rounded-full after:bg-primary';
  if (before) return { className: `relative ${line} after:-top-2.5`, 'data-drop': 'before' };
  if (after) return { className: `relative ${line} after:-bottom-2.5`, 'data-drop': 'after' };
  return { className: 'relative' };
}

/**
 * The signed-in rider's run for today in the order to work it, kept live by the parcel stream:
 * pickups store by store, then the deliveries in the day's order (suggested area by area, dragged or
 * stepped by the rider, kept for the day). A scanned label finds its parcel here.
 */
export function AssignedParcels({ riderId }: { riderId: string | null }) {
  const { t, i18n } = useTranslation('riders');
  const { t: td } = useTranslation('deliveries');
  const { t: tc } = useTranslation('common');
  const run = useDeliveryRun();
  const stream = useParcelStream();
  const number = useNumberFormat();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const open = useMemo(
    () => (run.data ?? []).filter((item) => !finished.includes(item.parcel.status)),
    [run.data],
  );
  // A parcel the receiver (or the door) moved to a later day leaves today's stops until that day.
  const today = dhakaDate();
  const later = useMemo(
    () => open.filter((item) => !onPickupLeg(item) && laterDay(item.rescheduledFor, today)),
    [open, today],
  );
  const onTheRoad = useMemo(
    () => open.filter((item) => !onPickupLeg(item) && !laterDay(item.rescheduledFor, today)),
    [open, today],
  );
  const stops = useStopOrder(riderId, onTheRoad);
  const dragging = useStopDrag(stops.place);
  // The render that brings the run draws its first screen; every stop follows in the background.
  const budget = useDeferredValue(run.data ? Number.POSITIVE_INFINITY : firstScreenStops, firstScreenStops);
  const everyStopDrawn = budget === Number.POSITIVE_INFINITY;
  // Drawn (what the copy drawn before the scripts shows, or why the run cannot be shown): the copy
  // makes way, before paint, and a button tapped on it finds its twin. A copy the rider has not
  // scrolled shows the first screen only, which the render that brings the run draws; once scrolled,
  // it waits for every stop, wherever the tapped one is in the run.
  const hasRun = Boolean(run.data);
  const failed = !run.data && run.isError;
  useLayoutEffect(() => {
    if (failed || (hasRun && (everyStopDrawn || runSnapshotShowsFirstScreenOnly()))) dismissRunSnapshot();
  }, [failed, hasRun, everyStopDrawn]);
  // Kept a moment after the run or its order changes, for the next time it opens with no network.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is copied again when what it shows changes (the run, its order, its language).
  useEffect(() => {
    if (!run.data || !everyStopDrawn) return;
    const timer = setTimeout(() => keepRunSnapshot(firstScreenStops), 1000);
    return () => clearTimeout(timer);
  }, [run.data, stops.ordered, i18n.language, everyStopDrawn]);
  // A stop found by a scan is scrolled to, once it is drawn (a stop below the first screen may not be yet).
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawing every stop may bring the card to scroll to.
  useEffect(() => {
    if (highlighted)
      document.getElementById(`stop-${highlighted}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [highlighted, everyStopDrawn]);
  // Offline, a failed refresh keeps the run the phone already has (shown with the time it was fetched).
  if (!run.data)
    return <QueryFallback query={run} message={t('assigned.error')} retryLabel={t('load.retry')} />;
  const done = run.data.filter((item) => finished.includes(item.parcel.status));
  const atDoor = open.filter((item) => item.parcel.status === 'out_for_delivery').length;
  const toPickUp = open.filter(onPickupLeg);
  const toDeliver = open.length - toPickUp.length;
  const take = stopBudget(budget);
  // Pickups are worked store by store: one stop collects all of a store's parcels.
  const shops = pickupStops(toPickUp)
    .map((items) => ({ items, shown: take(items) }))
    .filter(({ shown }) => shown.length > 0);
  const orderedShown = take(stops.ordered);
  const runKm = runLengthKm(stops.ordered);
  const laterShown = take(later);
  const doneShown = take(done);
  const card = (item: (typeof open)[number]) => (
    <AssignedParcelCard item={item} highlighted={highlighted === item.parcelId} />
  );
  return (
    // data-first-screen: the run's first screen is drawn, so the server's copy of it goes (index.html).
    <div className="space-y-4" data-first-screen>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="opacity-80" aria-live="polite" data-testid="run-counts">
          {[
            (toDeliver > 0 || toPickUp.length === 0) &&
              t('assigned.count', { count: toDeliver, shown: number(toDeliver) }),
            toPickUp.length > 0 &&
              td('pickup.count', { count: toPickUp.length, shown: number(toPickUp.length) }),
            atDoor > 0 && td('run.atDoor', { count: atDoor, shown: number(atDoor) }),
          ]
            .filter(Boolean)
            .map((part, index) => (
              <span key={String(part)}>
                {index > 0 && ' · '}
                {part}
              </span>
            ))}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={paths.cashInHand} className="btn btn-sm btn-outline">
            <FiDollarSign aria-hidden="true" />
            {tc('nav.cashInHand')}
          </Link>
          <LiveIndicator state={stream} />
        </div>
      </div>
      <RefreshedAt updatedAt={run.dataUpdatedAt} textKey="run.refreshedAt" testId="run-refreshed" />
      {open.length > 0 && <RunScanner items={open} onFound={setHighlighted} />}
      {run.data.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center">{t('assigned.empty')}</p>
      ) : (
        <>
          {shops.map(({ items, shown }) => (
            <PickupStop
              key={items[0]?.parcel.storeId ?? items[0]?.parcel.pickupAddress}
              items={items}
              shown={shown}
              highlighted={highlighted}
            >
              <BulkPickup items={items} run={open} />
            </PickupStop>
          ))}
          {orderedShown.length > 0 && (
            <section className="space-y-3">
              <p className="text-sm opacity-80">{td('run.orderHint')}</p>
              {runKm !== null && (
                <p className="font-semibold" data-testid="run-length">
                  {td('run.length', { km: number(runKm) })}
                </p>
              )}
              <ol
                ref={dragging.listRef}
                className="grid grid-cols-1 gap-4 lg:grid-cols-2"
                aria-label={td('run.label')}
              >
                {orderedShown.map((item, position) => (
                  <li
                    key={item.parcelId}
                    data-parcel-id={item.parcelId}
                    {...dropMarks(dragging.drag, stops.ordered, item.parcelId)}
                  >
                    <AssignedParcelCard item={item} highlighted={highlighted === item.parcelId}>
                      <StopControls
                        item={item}
                        position={position}
                        count={stops.ordered.length}
                        onMove={stops.move}
                        handle={dragging.handle(item.parcelId)}
                      />
                    </AssignedParcelCard>
                  </li>
                ))}
              </ol>
            </section>
          )}
          {laterShown.length > 0 && (
            <section className="space-y-3" data-testid="run-later">
              <h2 className="text-lg font-semibold">{td('run.later')}</h2>
              <ol className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {laterShown.map((item) => (
                  <li key={item.parcelId}>{card(item)}</li>
                ))}
              </ol>
            </section>
          )}
          {doneShown.length > 0 && (
            <section className="space-y-3">
              <h2 className="text-lg font-semibold">{td('run.finished')}</h2>
              <ol className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {doneShown.map((item) => (
                  <li key={item.parcelId}>{card(item)}</li>
                ))}
              </ol>
            </section>
          )}
        </>
      )}
    </div>
  );
}
