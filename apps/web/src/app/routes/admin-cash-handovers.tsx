import { TitledPage } from '../../components/layout/titled-page';
import { CashHandoversAdmin } from '../../features/ledger/components/cash-handovers-admin';

export default function AdminCashHandoversRoute() {
  return (
    <TitledPage ns="ledger" titleKey="admin.handovers.title">
      <CashHandoversAdmin />
    </TitledPage>
  );
}
