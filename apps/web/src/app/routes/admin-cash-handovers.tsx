import { TitledPage } from '../../components/ui/page-title';
import { CashHandoversAdmin } from '../../features/ledger/components/cash-handovers-admin';

export default function AdminCashHandoversRoute() {
  return (
    <TitledPage ns="ledger" titleKey="admin.handovers.title">
      <CashHandoversAdmin />
    </TitledPage>
  );
}
