import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { MyParcels } from '../../features/parcels/components/my-parcels';
import { loadNamespaces } from '../../lib/i18n';

// The SMS settings form (and its form and validation code) follows the list instead of holding it back.
const SmsContactCard = lazy(() =>
  Promise.all([
    import('../../features/sms/components/sms-contact-card'),
    loadNamespaces(['validation', 'payout-account']),
  ]).then(([module]) => ({ default: module.SmsContactCard })),
);

export default function MyParcelsRoute() {
  const { t } = useTranslation('parcels');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PageTitle title={t('My Parcels')}>{t('My Parcels')}</PageTitle>
        <Link to={paths.bookParcel} className="btn btn-primary btn-sm">
          {t('Book a Parcel')}
        </Link>
      </div>
      <Suspense fallback={null}>
        <SmsContactCard />
      </Suspense>
      <MyParcels />
    </section>
  );
}
