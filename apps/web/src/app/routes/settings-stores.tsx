import { TitledPage } from '../../components/ui/page-title';
import { StoresPanel } from '../../features/stores/components/stores-panel';

export default function SettingsStoresRoute() {
  return (
    <TitledPage ns="stores" titleKey="title" width="3xl" settingsTabs>
      <StoresPanel />
    </TitledPage>
  );
}
