import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

export default function BookParcelRoute() {
  const { t } = useTranslation('parcels');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('Book a Parcel')}>{t('Book a Parcel')}</PageTitle>
    </section>
  );
}
