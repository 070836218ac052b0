import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { RiderCash } from '../../features/ledger/components/rider-cash';

export default function CashInHandRoute() {
  const { t } = useTranslation('ledger');
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title={t('cash.title')}>{t('cash.title')}</PageTitle>
      <RiderCash />
    </section>
  );
}
