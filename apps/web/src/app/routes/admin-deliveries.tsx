import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { DeliveryProofs } from '../../features/delivery-admin/components/delivery-proofs';
import { PendingApprovals } from '../../features/delivery-admin/components/pending-approvals';
import { ProblemParcels } from '../../features/delivery-admin/components/problem-parcels';

/** One list of the page under its h2, which names the section for screen readers. */
function ListSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="space-y-3" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AdminDeliveriesRoute() {
  const { t } = useTranslation('deliveries');
  return (
    <section className="space-y-8">
      <PageTitle title={t('admin.title')}>{t('admin.title')}</PageTitle>
      <ListSection id="pending-approvals" title={t('approvals.title')}>
        <PendingApprovals />
      </ListSection>
      <ListSection id="problem-parcels" title={t('admin.problems')}>
        <ProblemParcels />
      </ListSection>
      <ListSection id="delivery-proofs" title={t('admin.proofs')}>
        <DeliveryProofs />
      </ListSection>
    </section>
  );
}
