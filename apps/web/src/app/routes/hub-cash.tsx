import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { HubCashPage } from '../../features/ledger/components/hub-cash-page';

export default function HubCashRoute() {
  const { t } = useTranslation('ledger');
  return (
    <section>
      <PageTitle title={t('hubCash.title')}>{t('hubCash.title')}</PageTitle>
      <HubCashPage />
    </section>
  );
}
