import { TitledPage } from '../../components/ui/page-title';
import { ApiKeysPanel } from '../../features/api-keys/components/api-keys-panel';

export default function SettingsApiKeysRoute() {
  return (
    <TitledPage ns="api-keys" titleKey="title" width="3xl" settingsTabs>
      <ApiKeysPanel />
    </TitledPage>
  );
}
