import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { CashHandoversAdmin } from '../../features/ledger/components/cash-handovers-admin';

export default function AdminCashHandoversRoute() {
  const { t } = useTranslation('ledger');
  return (
    <section>
      <PageTitle title={t('admin.handovers.title')}>{t('admin.handovers.title')}</PageTitle>
      <CashHandoversAdmin />
    </section>
  );
}
