import { TitledPage } from '../../components/ui/page-title';
import { RiderCash } from '../../features/ledger/components/rider-cash';

export default function CashInHandRoute() {
  return (
    <TitledPage ns="ledger" titleKey="cash.title" width="5xl">
      <RiderCash />
    </TitledPage>
  );
}
