import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { HubGate } from '../../features/network/components/hub-gate';
import { ScanStation } from '../../features/network/components/scan-station';

export default function HubScanRoute() {
  const { t } = useTranslation('network');
  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <PageTitle title={t('scan.title')}>{t('scan.title')}</PageTitle>
      <HubGate>{(hub) => <ScanStation hub={hub} />}</HubGate>
    </section>
  );
}
