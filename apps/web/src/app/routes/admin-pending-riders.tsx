import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

export default function PendingRidersRoute() {
  const { t } = useTranslation('admin');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('Pending Riders')}>{t('Pending Riders')}</PageTitle>
    </section>
  );
}
