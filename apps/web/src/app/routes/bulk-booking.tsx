import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { BulkBooking } from '../../features/merchants/components/bulk-booking';

export default function BulkBookingRoute() {
  const { t } = useTranslation('merchants');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="no-print">
        <PageTitle title={t('bulk.title')}>{t('bulk.title')}</PageTitle>
      </div>
      <BulkBooking />
    </section>
  );
}
