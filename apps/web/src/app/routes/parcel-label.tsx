import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

export default function ParcelLabelRoute() {
  const { t } = useTranslation('parcels');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('label.title')}>{t('label.title')}</PageTitle>
    </section>
  );
}
