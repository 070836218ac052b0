import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { HubsAdmin } from '../../features/hubs/components/hubs-admin';

export default function AdminHubsRoute() {
  const { t } = useTranslation('hubs');
  return (
    <section>
      <PageTitle title={t('title')}>{t('title')}</PageTitle>
      <HubsAdmin />
    </section>
  );
}
