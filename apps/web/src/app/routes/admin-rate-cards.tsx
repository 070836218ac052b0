import { TitledPage } from '../../components/ui/page-title';
import { RateCardsAdmin } from '../../features/rate-cards/components/rate-cards-admin';

export default function AdminRateCardsRoute() {
  return (
    <TitledPage ns="admin" titleKey="rateCards.title">
      <RateCardsAdmin />
    </TitledPage>
  );
}
