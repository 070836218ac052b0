import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { UsersAdmin } from '../../features/admin/components/users-admin';

export default function AdminUsersRoute() {
  const { t } = useTranslation('admin');
  return (
    <section>
      <PageTitle title={t('Users')}>{t('Users')}</PageTitle>
      <UsersAdmin />
    </section>
  );
}
