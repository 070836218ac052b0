import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { ReceiverPage } from '../../features/receivers/components/receiver-page';
import { preferLanguage } from '../../lib/prefer-language';

export default function ReceiverRoute() {
  const { t } = useTranslation('receivers');
  const token = useParams().token ?? '';
  useEffect(() => preferLanguage('bn'), []);
  return (
    <section className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <div>
        <PageTitle title={t('page.title')}>{t('page.title')}</PageTitle>
        <p className="-mt-4 opacity-80">{t('page.intro')}</p>
      </div>
      <ReceiverPage token={token} />
    </section>
  );
}
