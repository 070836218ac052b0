import { TitledPage } from '../../components/ui/page-title';
import { PaymentsOverview } from '../../features/ledger/components/payments-overview';
import { PayoutHoldBanner } from '../../features/payout-account/components/payout-hold-notice';

export default function PaymentsRoute() {
  return (
    <TitledPage ns="ledger" titleKey="payments.title" width="6xl">
      <div className="space-y-6">
        <PayoutHoldBanner />
        <PaymentsOverview />
      </div>
    </TitledPage>
  );
}
