import type { Hub } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { TabBar } from '../../../components/ui/tab-bar';
import { useHubs } from '../api/hubs';
import { useHubName } from '../hooks/use-hub-name';
import { CoverageEditor } from './coverage-editor';
import { HubCard } from './hub-card';
import { HubForm } from './hub-form';
import { HubRiders } from './hub-riders';
import { HubStaff } from './hub-staff';
import { LanesPanel } from './lanes-panel';

const tabs = ['hubs', 'coverage', 'lanes'] as const;
type Tab = (typeof tabs)[number];

/** The admin's network screen: hubs (with staff and riders), coverage by district, and lanes. */
export function HubsAdmin() {
  const { t } = useTranslation('hubs');
  const hubs = useHubs();
  const [tab, setTab] = useState<Tab>('hubs');

  if (hubs.isPending) return <Spinner />;
  if (hubs.isError)
    return <LoadError message={t('load.hubs')} retryLabel={t('retry')} onRetry={() => void hubs.refetch()} />;

  return (
    <div className="space-y-4">
      <TabBar
        tabs={tabs}
        current={tab}
        onChoose={setTab}
        tabLabel={(name) => t(`tabs.${name}`)}
        label={t('tabs.label')}
        tabId={(name) => `hubs-tab-${name}`}
        panelId={(name) => `hubs-panel-${name}`}
      />
      <div role="tabpanel" id={`hubs-panel-${tab}`} aria-labelledby={`hubs-tab-${tab}`}>
        {tab === 'hubs' && <HubsPanel hubs={hubs.data} />}
        {tab === 'coverage' && <CoverageEditor hubs={hubs.data} />}
        {tab === 'lanes' && <LanesPanel hubs={hubs.data} />}
      </div>
    </div>
  );
}

function HubsPanel({ hubs }: { hubs: Hub[] }) {
  const { t } = useTranslation('hubs');
  const hubName = useHubName();
  const [creating, setCreating] = useState(false);
  const [selectedId, setSelectedId] = useState<string>();
  const selected = hubs.find((hub) => hub.id === selectedId);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{t('list.title')}</h2>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => setCreating(!creating)}
          aria-expanded={creating}
        >
          {creating ? t('cancel') : t('list.new')}
        </button>
      </div>
      {creating && (
        <HubForm
          onDone={(hub) => {
            setCreating(false);
            setSelectedId(hub.id);
          }}
        />
      )}
      {selected && (
        <section
          className="space-y-6 rounded-box border border-primary/40 bg-base-200/50 p-3 sm:p-4"
          aria-label={hubName(selected)}
          data-testid="hub-details"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-xl font-semibold">
              <span className="font-mono">{selected.code}</span> · {hubName(selected)}
            </h2>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSelectedId(undefined)}>
              {t('close')}
            </button>
          </div>
          <HubForm key={selected.id} editing={selected} onDone={() => {}} />
          <HubStaff hub={selected} />
          <HubRiders hub={selected} hubs={hubs} />
        </section>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('list.title')}>
        {hubs.map((hub) => (
          <HubCard
            key={hub.id}
            hub={hub}
            selected={hub.id === selectedId}
            onManage={() => {
              setSelectedId(hub.id);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        ))}
      </ul>
    </div>
  );
}
