import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { PendingRidersTable } from '../../features/admin/components/pending-riders-table';

export default function PendingRidersRoute() {
  const { t } = useTranslation('admin');
  return (
    <section>
      <PageTitle title={t('Pending Riders')}>{t('Pending Riders')}</PageTitle>
      <PendingRidersTable />
    </section>
  );
}
