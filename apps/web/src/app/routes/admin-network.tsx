import { TitledPage } from '../../components/ui/page-title';
import { NetworkBoard } from '../../features/network-board/components/network-board';

export default function AdminNetworkRoute() {
  return (
    <TitledPage ns="network-board" titleKey="board.title">
      <NetworkBoard />
    </TitledPage>
  );
}
