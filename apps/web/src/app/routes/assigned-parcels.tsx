import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { AssignedParcels } from '../../features/deliveries/components/assigned-parcels';

export default function AssignedParcelsRoute() {
  const { t } = useTranslation('riders');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('All Assigned Parcel')}>{t('All Assigned Parcel')}</PageTitle>
      <AssignedParcels />
    </section>
  );
}
