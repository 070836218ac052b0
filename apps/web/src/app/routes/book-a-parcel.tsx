import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { BookParcelForm } from '../../features/parcels/components/book-parcel-form';

export default function BookParcelRoute() {
  const { t } = useTranslation('parcels');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="mx-auto max-w-3xl">
        <PageTitle title={t('Book a Parcel')}>{t('Book a Parcel')}</PageTitle>
        <p className="-mt-3 mb-6 text-base-content/80">{t('booking.intro')}</p>
      </div>
      <BookParcelForm />
    </section>
  );
}
