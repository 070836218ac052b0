import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { MerchantPayoutsAdmin } from '../../features/ledger/components/merchant-payouts-admin';

export default function AdminMerchantsRoute() {
  const { t } = useTranslation('ledger');
  return (
    <section>
      <PageTitle title={t('admin.merchants.title')}>{t('admin.merchants.title')}</PageTitle>
      <MerchantPayoutsAdmin />
    </section>
  );
}
