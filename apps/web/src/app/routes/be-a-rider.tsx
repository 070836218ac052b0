import { TitledPage } from '../../components/ui/page-title';
import { BecomeARider } from '../../features/riders/components/become-a-rider';

export default function BeARiderRoute() {
  return (
    <TitledPage ns="riders" titleKey="Become a Rider" width="3xl">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-4 sm:p-6">
          <BecomeARider />
        </div>
      </div>
    </TitledPage>
  );
}
