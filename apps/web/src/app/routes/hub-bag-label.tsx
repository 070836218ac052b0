import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { BagLabel } from '../../features/network/components/bag-label';

export default function HubBagLabelRoute() {
  const { t } = useTranslation('network');
  const bagId = useParams().bagId ?? '';
  return (
    <section className="label-page mx-auto max-w-7xl px-4 py-8">
      <div className="no-print mx-auto max-w-[105mm]">
        <PageTitle title={t('label.title')}>{t('label.title')}</PageTitle>
      </div>
      <BagLabel key={bagId} bagId={bagId} />
    </section>
  );
}
