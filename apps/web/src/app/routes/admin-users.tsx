import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

export default function AdminUsersRoute() {
  const { t } = useTranslation('admin');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('Users')}>{t('Users')}</PageTitle>
    </section>
  );
}
