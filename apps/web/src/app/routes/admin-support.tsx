import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { SupportAdminList } from '../../features/support/components/support-admin-list';

export default function AdminSupportRoute() {
  const { t } = useTranslation('support');
  return (
    <section>
      <PageTitle title={t('admin.title')}>{t('admin.title')}</PageTitle>
      <SupportAdminList />
    </section>
  );
}
