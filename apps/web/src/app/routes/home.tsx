import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

export default function HomeRoute() {
  const { t } = useTranslation('home');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('home.title')}>{t('home.title')}</PageTitle>
    </section>
  );
}
