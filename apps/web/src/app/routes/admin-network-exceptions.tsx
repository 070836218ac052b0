import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { NetworkExceptions } from '../../features/network-board/components/network-exceptions';

export default function AdminNetworkExceptionsRoute() {
  const { t } = useTranslation('network-board');
  return (
    <section>
      <PageTitle title={t('exceptions.title')}>{t('exceptions.title')}</PageTitle>
      <NetworkExceptions />
    </section>
  );
}
