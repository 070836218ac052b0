import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('forgot.title')}>{t('forgot.title')}</PageTitle>
    </section>
  );
}
