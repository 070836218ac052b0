import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { HubGate } from '../../features/network/components/hub-gate';
import { TripsBoard } from '../../features/network/components/trips-board';

export default function HubTripsRoute() {
  const { t } = useTranslation('network');
  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <PageTitle title={t('trips.title')}>{t('trips.title')}</PageTitle>
      <HubGate>{(hub) => <TripsBoard hub={hub} />}</HubGate>
    </section>
  );
}
