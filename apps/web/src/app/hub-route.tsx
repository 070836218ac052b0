import type { ReactNode } from 'react';
import { TitledPage } from '../components/ui/page-title';
import type { MyHub } from '../features/network/api/get-my-hubs';
import { HubGate } from '../features/network/components/hub-gate';
import { FieldScreen } from './field-screen';

/** A hub screen's page: its title, the field screen's queue bar, the hub chooser, then the screen. */
export function HubRoute({ titleKey, children }: { titleKey: string; children: (hub: MyHub) => ReactNode }) {
  return (
    <TitledPage ns="network" titleKey={titleKey} width="5xl">
      <FieldScreen>
        <HubGate>{children}</HubGate>
      </FieldScreen>
    </TitledPage>
  );
}
