import { TitledPage } from '../../components/ui/page-title';
import { MerchantPayoutsAdmin } from '../../features/ledger/components/merchant-payouts-admin';

export default function AdminMerchantsRoute() {
  return (
    <TitledPage ns="ledger" titleKey="admin.merchants.title">
      <MerchantPayoutsAdmin />
    </TitledPage>
  );
}
