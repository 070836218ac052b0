import type { Parcel } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { LabelPrintStyle, PrintButton } from '../../../components/ui/label-print';
import { paths } from '../../../config/paths';
import { ShippingLabel } from '../../parcels/components/shipping-label';

/** One A6 page per label when printed. */
const pageBreaks =
  '@media print { .label-sheet { break-after: page; } .batch-labels { gap: 0 !important; } }';

/** Every label of a batch, printed at once with the single label's page rules. */
export function BatchLabels({ parcels }: { parcels: Parcel[] }) {
  const { t } = useTranslation('merchants');
  return (
    <section className="label-page" aria-label={t('bulk.labels.title')}>
      <LabelPrintStyle />
      <style>{pageBreaks}</style>
      <div className="no-print mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{t('bulk.labels.title')}</h2>
        <PrintButton>{t('bulk.labels.print', { count: parcels.length })}</PrintButton>
      </div>
      <div className="batch-labels flex flex-col gap-6">
        {parcels.map((parcel) => (
          <ShippingLabel
            key={parcel._id}
            parcel={parcel}
            trackingUrl={`${window.location.origin}${paths.track(parcel.trackingId)}`}
          />
        ))}
      </div>
    </section>
  );
}
