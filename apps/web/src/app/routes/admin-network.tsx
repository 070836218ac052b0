import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { NetworkBoard } from '../../features/network-board/components/network-board';

export default function AdminNetworkRoute() {
  const { t } = useTranslation('network-board');
  return (
    <section>
      <PageTitle title={t('board.title')}>{t('board.title')}</PageTitle>
      <NetworkBoard />
    </section>
  );
}
