import { TitledPage } from '../../components/ui/page-title';
import { PaymentsOverview } from '../../features/ledger/components/payments-overview';

export default function PaymentsRoute() {
  return (
    <TitledPage ns="ledger" titleKey="payments.title" width="6xl">
      <PaymentsOverview />
    </TitledPage>
  );
}
