import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { BagsBoard } from '../../features/network/components/bags-board';
import { HubGate } from '../../features/network/components/hub-gate';

export default function HubBagsRoute() {
  const { t } = useTranslation('network');
  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <PageTitle title={t('bags.title')}>{t('bags.title')}</PageTitle>
      <HubGate>{(hub) => <BagsBoard hub={hub} />}</HubGate>
    </section>
  );
}
