import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { DeliveryProofs } from '../../features/delivery-admin/components/delivery-proofs';
import { PendingApprovals } from '../../features/delivery-admin/components/pending-approvals';
import { ProblemParcels } from '../../features/delivery-admin/components/problem-parcels';

export default function AdminDeliveriesRoute() {
  const { t } = useTranslation('deliveries');
  return (
    <section className="space-y-8">
      <PageTitle title={t('admin.title')}>{t('admin.title')}</PageTitle>
      <section className="space-y-3" aria-labelledby="pending-approvals">
        <h2 id="pending-approvals" className="text-xl font-semibold">
          {t('approvals.title')}
        </h2>
        <PendingApprovals />
      </section>
      <section className="space-y-3" aria-labelledby="problem-parcels">
        <h2 id="problem-parcels" className="text-xl font-semibold">
          {t('admin.problems')}
        </h2>
        <ProblemParcels />
      </section>
      <section className="space-y-3" aria-labelledby="delivery-proofs">
        <h2 id="delivery-proofs" className="text-xl font-semibold">
          {t('admin.proofs')}
        </h2>
        <DeliveryProofs />
      </section>
    </section>
  );
}
