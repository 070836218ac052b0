import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { BookParcelForm } from '../../features/parcels/components/book-parcel-form';

export default function BookParcelRoute() {
  const { t } = useTranslation('parcels');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="mx-auto max-w-3xl">
        <PageTitle title={t('Book a Parcel')}>{t('Book a Parcel')}</PageTitle>
        <p className="-mt-3 mb-2 text-base-content/80">{t('booking.intro')}</p>
        <p className="mb-6 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={paths.bulkBooking} className="link link-primary">
            {t('booking.bulkLink')}
          </Link>
          <Link to={paths.stores} className="link link-primary">
            {t('booking.settingsLink')}
          </Link>
          <Link to={paths.myRates} className="link link-primary">
            {t('booking.ratesLink')}
          </Link>
        </p>
      </div>
      <BookParcelForm />
    </section>
  );
}
