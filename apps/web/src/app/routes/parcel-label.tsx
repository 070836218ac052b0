import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { ParcelLabel } from '../../features/parcels/components/parcel-label';

export default function ParcelLabelRoute() {
  const { t } = useTranslation('parcels');
  const parcelId = useParams().parcelId ?? '';
  return (
    <section className="label-page mx-auto max-w-7xl px-4 py-8">
      <div className="no-print mx-auto max-w-[105mm]">
        <PageTitle title={t('label.title')}>{t('label.title')}</PageTitle>
      </div>
      <ParcelLabel key={parcelId} parcelId={parcelId} />
    </section>
  );
}
