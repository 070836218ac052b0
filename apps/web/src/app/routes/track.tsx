import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

export default function TrackRoute() {
  const { t } = useTranslation('parcels');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('track.title')}>{t('track.title')}</PageTitle>
    </section>
  );
}
