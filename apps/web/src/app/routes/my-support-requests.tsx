import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { MySupportRequests } from '../../features/support/components/my-support-requests';

export default function MySupportRequestsRoute() {
  const { t } = useTranslation('support');
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <PageTitle title={t('mine.title')}>{t('mine.title')}</PageTitle>
      <p className="-mt-4">
        <Link to={paths.contact} className="link link-primary">
          {t('mine.ask')}
        </Link>
      </p>
      <MySupportRequests />
    </section>
  );
}
