import { useParams } from 'react-router';
import { TitledPage } from '../../components/ui/page-title';
import { SupportAdminDetail } from '../../features/support/components/support-admin-detail';

export default function AdminSupportRequestRoute() {
  const { requestId = '' } = useParams();
  return (
    <TitledPage ns="support" titleKey="admin.title">
      <SupportAdminDetail id={requestId} />
    </TitledPage>
  );
}
