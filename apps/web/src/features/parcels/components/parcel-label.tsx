import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LabelToolbar } from '../../../components/ui/label-print';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useParcel } from '../api/get-parcel';
import { ShippingLabel } from './shipping-label';

function Problem({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('parcels');
  return (
    <div role="alert" className="mx-auto max-w-xl py-12 text-center">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-2 opacity-80">{text}</p>
      <Link to={paths.myParcels} className="btn btn-primary mt-6">
        {t('label.backToList')}
      </Link>
    </div>
  );
}

/** The printable label; the API decides who may see it (sender, admin, assigned rider). */
export function ParcelLabel({ parcelId }: { parcelId: string }) {
  const { t } = useTranslation('parcels');
  const query = useParcel(parcelId);

  if (query.isPending) return <Spinner />;
  if (query.error) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 403)
      return <Problem title={t('label.forbidden.title')} text={t('label.forbidden.text')} />;
    if (status === 404) return <Problem title={t('label.notFound.title')} text={t('label.notFound.text')} />;
    return <Problem title={t('label.error.title')} text={errorText(query.error)} />;
  }

  const parcel = query.data;
  const trackingUrl = `${window.location.origin}${paths.track(parcel.trackingId)}`;
  return (
    <>
      <LabelToolbar
        backTo={paths.myParcels}
        backLabel={t('label.backToList')}
        printLabel={t('label.print')}
      />
      <ShippingLabel parcel={parcel} trackingUrl={trackingUrl} />
      <p className="no-print mt-3 text-center text-xs opacity-70">{t('label.paperHint')}</p>
    </>
  );
}
