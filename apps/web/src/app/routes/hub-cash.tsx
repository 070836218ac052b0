import { TitledPage } from '../../components/ui/page-title';
import { HubCashPage } from '../../features/ledger/components/hub-cash-page';

export default function HubCashRoute() {
  return (
    <TitledPage ns="ledger" titleKey="hubCash.title" width="6xl">
      <HubCashPage />
    </TitledPage>
  );
}
