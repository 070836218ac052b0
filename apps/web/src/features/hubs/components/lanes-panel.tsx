import type { Hub } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../components/ui/item-select';
import { QueryFallback } from '../../../components/ui/load-error';
import { RowList } from '../../../components/ui/row-list';
import { changeWithFeedback } from '../../../lib/mutation-flow';
import { confirmPopup } from '../../../lib/popups';
import { useLaneMutations, useLanes } from '../api/lanes';
import { useHubName } from '../hooks/use-hub-name';
import { hubsError } from '../hubs-error';

/** Direct line-haul lanes; bags between hubs without one go through the sorting centre. */
export function LanesPanel({ hubs }: { hubs: readonly Hub[] }) {
  const { t } = useTranslation('hubs');
  const hubName = useHubName();
  const lanes = useLanes();
  const { add, remove } = useLaneMutations();
  const [hubA, setHubA] = useState('');
  const [hubB, setHubB] = useState('');
  const byId = new Map(hubs.map((hub) => [hub.id, hub] as const));
  const label = (id: string) => {
    const hub = byId.get(id);
    return hub ? `${hub.code} · ${hubName(hub)}` : id;
  };
  const open = hubs.filter((hub) => hub.active);

  const change = (work: () => Promise<unknown>, done: string) =>
    changeWithFeedback(work, done, t('lanes.failed'), hubsError);

  const onAdd = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await change(() => add.mutateAsync({ hubA, hubB }), t('lanes.added'))) {
      setHubA('');
      setHubB('');
    }
  };

  const onRemove = async (lane: { hubA: string; hubB: string }) => {
    const sure = await confirmPopup({
      title: t('lanes.removeTitle'),
      text: t('lanes.removeText', { a: label(lane.hubA), b: label(lane.hubB) }),
      confirmText: t('lanes.remove'),
      cancelText: t('cancel'),
    });
    if (sure) await change(() => remove.mutateAsync(lane), t('lanes.removed'));
  };

  const select = (id: string, value: string, onChange: (value: string) => void, text: string) => (
    <div>
      <LabelledSelect
        id={id}
        label={text}
        value={value}
        onChoose={onChange}
        placeholder={t('riders.chooseHub')}
        items={open}
        itemValue={(hub) => hub.id}
        itemLabel={(hub) => `${hub.code} · ${hubName(hub)}`}
      />
    </div>
  );

  return (
    <section className="space-y-4" aria-labelledby="lanes-title">
      <h2 id="lanes-title" className="text-xl font-semibold">
        {t('lanes.title')}
      </h2>
      <p className="text-sm opacity-80">{t('lanes.explain')}</p>
      <form
        onSubmit={(event) => void onAdd(event)}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        {select('lane-a', hubA, setHubA, t('lanes.from'))}
        {select('lane-b', hubB, setHubB, t('lanes.to'))}
        <button type="submit" className="btn btn-primary" disabled={!hubA || !hubB || add.isPending}>
          {t('lanes.add')}
        </button>
      </form>
      {!lanes.isSuccess ? (
        <QueryFallback query={lanes} message={t('load.lanes')} retryLabel={t('retry')} />
      ) : (
        <RowList
          items={lanes.data}
          empty={<p className="rounded-box bg-base-200 p-4 text-sm">{t('lanes.none')}</p>}
          aria-label={t('lanes.title')}
        >
          {(lane) => (
            <li
              key={`${lane.hubA}|${lane.hubB}`}
              className="flex flex-wrap items-center gap-2 p-3"
              data-testid="hub-lane"
            >
              <span className="min-w-0 flex-1">
                {label(lane.hubA)} <span aria-hidden="true">⇄</span>
                <span className="sr-only">{t('lanes.and')}</span> {label(lane.hubB)}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm text-error"
                disabled={remove.isPending}
                onClick={() => void onRemove(lane)}
                aria-label={t('lanes.removeLane', { a: label(lane.hubA), b: label(lane.hubB) })}
              >
                {t('lanes.remove')}
              </button>
            </li>
          )}
        </RowList>
      )}
    </section>
  );
}
