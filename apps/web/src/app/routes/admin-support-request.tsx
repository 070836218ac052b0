import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { SupportAdminDetail } from '../../features/support/components/support-admin-detail';

export default function AdminSupportRequestRoute() {
  const { t } = useTranslation('support');
  const { requestId = '' } = useParams();
  return (
    <section>
      <PageTitle title={t('admin.title')}>{t('admin.title')}</PageTitle>
      <SupportAdminDetail id={requestId} />
    </section>
  );
}
