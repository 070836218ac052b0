import { TitledPage } from '../../components/ui/page-title';
import { PayoutAccountPanel } from '../../features/payout-account/components/payout-account-panel';

export default function SettingsPayoutAccountRoute() {
  return (
    <TitledPage ns="payout-account" titleKey="title" width="3xl" settingsTabs>
      <PayoutAccountPanel />
    </TitledPage>
  );
}
