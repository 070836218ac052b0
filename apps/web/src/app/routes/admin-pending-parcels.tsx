import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

export default function PendingParcelsRoute() {
  const { t } = useTranslation('admin');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('Pending Parcels')}>{t('Pending Parcels')}</PageTitle>
    </section>
  );
}
