import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { PaymentsOverview } from '../../features/ledger/components/payments-overview';

export default function PaymentsRoute() {
  const { t } = useTranslation('ledger');
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={t('payments.title')}>{t('payments.title')}</PageTitle>
      <PaymentsOverview />
    </section>
  );
}
