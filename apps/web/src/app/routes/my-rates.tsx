import { TitledPage } from '../../components/ui/page-title';
import { MyRateCard } from '../../features/rate-cards/components/my-rate-card';

export default function MyRatesRoute() {
  return (
    <TitledPage ns="merchants" titleKey="rates.title" width="6xl">
      <MyRateCard />
    </TitledPage>
  );
}
