import { BagsBoard } from '../../features/network/components/bags-board';
import { HubRoute } from '../hub-route';

export default function HubBagsRoute() {
  return <HubRoute titleKey="bags.title">{(hub) => <BagsBoard hub={hub} />}</HubRoute>;
}
