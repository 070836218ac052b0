import { RunsBoard } from '../../features/network/components/runs-board';
import { HubRoute } from '../hub-route';

export default function HubRunsRoute() {
  return <HubRoute titleKey="runs.title">{(hub) => <RunsBoard hub={hub} />}</HubRoute>;
}
