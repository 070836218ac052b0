import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../../components/ui/item-select';
import { QueryFallback } from '../../../components/ui/load-error';
import { useHubLabel, useHubName } from '../../../lib/use-hub-name';
import type { MyHub } from '../api/get-my-hubs';
import { useCurrentHub } from '../hooks/use-current-hub';

/** Every hub screen: the hub it works at (a choice when the person has several), then the screen. */
export function HubGate({ children }: { children: (hub: MyHub) => ReactNode }) {
  const { t } = useTranslation('network');
  const { hubs, hub, choose } = useCurrentHub();
  const hubName = useHubName();
  const hubLabel = useHubLabel();
  if (!hubs.isSuccess)
    return <QueryFallback query={hubs} message={t('hubs.error')} retryLabel={t('retry')} />;
  if (!hub) return <p className="rounded-box bg-base-200 p-6 text-center">{t('hubs.none')}</p>;
  return (
    <div className="space-y-4">
      {hubs.data.length > 1 ? (
        <div className="max-w-sm">
          <LabelledSelect
            id="hub-choice"
            label={t('hubs.choose')}
            value={hub.id}
            onChoose={choose}
            items={hubs.data}
            itemValue={(each) => each.id}
            itemLabel={hubLabel}
          />
        </div>
      ) : (
        <p className="font-medium" data-testid="hub-name">
          {t('hubs.at', { hub: hubName(hub), code: hub.code })}
        </p>
      )}
      {children(hub)}
    </div>
  );
}
