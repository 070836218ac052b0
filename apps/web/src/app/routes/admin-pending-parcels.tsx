import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { PendingParcelsTable } from '../../features/admin/components/pending-parcels-table';

export default function PendingParcelsRoute() {
  const { t } = useTranslation('admin');
  return (
    <section>
      <PageTitle title={t('Pending Parcels')}>{t('Pending Parcels')}</PageTitle>
      <PendingParcelsTable />
    </section>
  );
}
