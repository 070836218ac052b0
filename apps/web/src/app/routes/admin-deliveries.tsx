import { useTranslation } from 'react-i18next';
import { HeadedSection, PageTitle } from '../../components/ui/page-title';
import { DeliveryProofs } from '../../features/delivery-admin/components/delivery-proofs';
import { PendingApprovals } from '../../features/delivery-admin/components/pending-approvals';
import { ProblemParcels } from '../../features/delivery-admin/components/problem-parcels';

// The page's lists in order, each under its own heading (a key in the `deliveries` namespace).
const lists = [
  { id: 'pending-approvals', title: 'approvals.title', List: PendingApprovals },
  { id: 'problem-parcels', title: 'admin.problems', List: ProblemParcels },
  { id: 'delivery-proofs', title: 'admin.proofs', List: DeliveryProofs },
];

export default function AdminDeliveriesRoute() {
  const { t } = useTranslation('deliveries');
  return (
    <section className="space-y-8">
      <PageTitle title={t('admin.title')}>{t('admin.title')}</PageTitle>
      {lists.map(({ id, title, List }) => (
        <HeadedSection
          key={id}
          id={id}
          title={t(title)}
          className="space-y-3"
          headingClassName="text-xl font-semibold"
        >
          <List />
        </HeadedSection>
      ))}
    </section>
  );
}
