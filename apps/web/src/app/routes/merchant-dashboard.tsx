import { TitledPage } from '../../components/ui/page-title';
import { MerchantDashboard } from '../../features/parcels/components/merchant-dashboard';

export default function MerchantDashboardRoute() {
  return (
    <TitledPage ns="parcels" titleKey="dashboard.title" width="6xl">
      <MerchantDashboard />
    </TitledPage>
  );
}
