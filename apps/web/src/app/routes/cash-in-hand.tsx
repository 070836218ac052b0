import { TitledPage } from '../../components/ui/page-title';
import { RiderCash } from '../../features/ledger/components/rider-cash';
import { FieldScreen } from '../field-screen';

export default function CashInHandRoute() {
  // A field screen: it opens with no network, and a handover declared offline waits on the phone.
  return (
    <TitledPage ns="ledger" titleKey="cash.title" width="5xl">
      <FieldScreen>
        <RiderCash />
      </FieldScreen>
    </TitledPage>
  );
}
