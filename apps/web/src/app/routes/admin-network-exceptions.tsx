import { TitledPage } from '../../components/ui/page-title';
import { NetworkExceptions } from '../../features/network-board/components/network-exceptions';

export default function AdminNetworkExceptionsRoute() {
  return (
    <TitledPage ns="network-board" titleKey="exceptions.title">
      <NetworkExceptions />
    </TitledPage>
  );
}
