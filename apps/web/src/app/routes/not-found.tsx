import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageTitle title={t('notFound.title')}>{t('notFound.title')}</PageTitle>
      <p className="opacity-80">{t('notFound.text')}</p>
      <Link to={paths.home} className="btn btn-primary mt-6">
        {t('guard.home')}
      </Link>
    </section>
  );
}
