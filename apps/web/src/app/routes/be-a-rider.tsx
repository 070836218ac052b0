import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { BecomeARider } from '../../features/riders/components/become-a-rider';

export default function BeARiderRoute() {
  const { t } = useTranslation('riders');
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title={t('Become a Rider')}>{t('Become a Rider')}</PageTitle>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-4 sm:p-6">
          <BecomeARider />
        </div>
      </div>
    </section>
  );
}
