import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageIntro } from '../../components/ui/page-title';
import { ReceiverPage } from '../../features/receivers/components/receiver-page';
import { preferLanguage } from '../../lib/prefer-language';

export default function ReceiverRoute() {
  const { t } = useTranslation('receivers');
  const token = useParams().token ?? '';
  useEffect(() => preferLanguage('bn'), []);
  return (
    <section className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <PageIntro title={t('page.title')} intro={t('page.intro')} />
      <ReceiverPage token={token} />
    </section>
  );
}
