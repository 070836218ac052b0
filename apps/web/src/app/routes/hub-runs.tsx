import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { HubGate } from '../../features/network/components/hub-gate';
import { RunsBoard } from '../../features/network/components/runs-board';

export default function HubRunsRoute() {
  const { t } = useTranslation('network');
  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <PageTitle title={t('runs.title')}>{t('runs.title')}</PageTitle>
      <HubGate>{(hub) => <RunsBoard hub={hub} />}</HubGate>
    </section>
  );
}
